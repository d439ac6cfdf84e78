import { describe, expect, it } from 'vitest';
import { http } from '@mocks/base';
import { blogPosts } from '@mocks/data/blog';
import type { BlogPage, BlogPostView } from '@bff/view-models';
import { BLOG_PAGE_SIZE } from '@bff/static/web-paths';
import { POST_NOT_FOUND_MESSAGE } from './blog-routes';
import { useShopHarness } from '@bff/session/test-harness';

const shop = useShopHarness();

const post = {
  id: 1,
  slug: 'late-night-post',
  title: 'Late night post',
  excerpt: 'Published just before midnight UTC in summer.',
  image: 'products/flyers.svg',
  // 23:30 UTC on 31 July is already 1 August in London (BST).
  published_at: '2026-07-31T23:30:00+00:00',
  author: 'Priya Shah',
  reading_minutes: 3,
};

describe('GET /api/blog', () => {
  it('lists the first page of posts as cards with image sizes and London dates', async () => {
    const response = await shop.bff.app.request('/api/blog');
    expect(response.status).toBe(200);
    const page = (await response.json()) as BlogPage;
    expect(page).toMatchObject({ total: blogPosts.length, page: 1, pageSize: BLOG_PAGE_SIZE, pageCount: Math.ceil(blogPosts.length / BLOG_PAGE_SIZE) });
    expect(page.items.map((item) => item.slug)).toEqual(blogPosts.slice(0, BLOG_PAGE_SIZE).map((item) => item.slug));
    expect(page.items[0]).not.toHaveProperty('html');
  });

  it('maps the upstream fields, dating posts in Europe/London', async () => {
    shop.upstream.use(
      http.get('/blogs', ({ query, response }) =>
        response(200).json({
          success: true,
          data: { data: [post], total: 7, per_page: 6, current_page: Number(query.get('page')), last_page: 2 },
        }),
      ),
    );
    const page = (await (await shop.bff.app.request('/api/blog?page=2')).json()) as BlogPage;
    expect(page).toEqual({
      items: [
        {
          slug: 'late-night-post',
          title: 'Late night post',
          excerpt: 'Published just before midnight UTC in summer.',
          image: {
            src: '/media/products/medium_flyers.svg',
            srcSet: '/media/products/small_flyers.svg 400w, /media/products/medium_flyers.svg 800w, /media/products/flyers.svg 1200w',
            alt: '',
            width: 1200,
            height: 900,
          },
          publishedAt: '2026-07-31T23:30:00+00:00',
          publishedText: '1 August 2026',
          author: 'Priya Shah',
          readingMinutes: 3,
        },
      ],
      total: 7,
      page: 2,
      pageSize: 6,
      pageCount: 2,
    });
  });

  it('refuses a page that is not a number', async () => {
    const response = await shop.bff.app.request('/api/blog?page=abc');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'validation_failed', message: 'Page must be a number' } });
  });
});

describe('GET /api/blog/:slug', () => {
  it('gives the article with its HTML sanitised', async () => {
    shop.upstream.use(
      http.get('/blogs/{slug}', ({ params, response }) =>
        response(200).json({
          success: true,
          data: { ...post, slug: params.slug, content: '<h2 onclick="steal()">Bleed</h2><p>Add 3 mm.</p><script>steal()</script>' },
        }),
      ),
    );
    const response = await shop.bff.app.request('/api/blog/late-night-post');
    expect(response.status).toBe(200);
    const view = (await response.json()) as BlogPostView;
    expect(view).toMatchObject({ slug: 'late-night-post', title: 'Late night post', publishedText: '1 August 2026', author: 'Priya Shah' });
    expect(view.html).toBe('<h2>Bleed</h2><p>Add 3 mm.</p>');
  });

  it('serves a seeded post from the mock', async () => {
    const view = (await (await shop.bff.app.request('/api/blog/how-to-set-up-bleed-and-crop-marks')).json()) as BlogPostView;
    expect(view.title).toBe('How to set up bleed and crop marks');
    expect(view.html).toContain('<h2>Add 3 mm on every side</h2>');
  });

  it('answers 404 with its own message for an unknown or malformed slug', async () => {
    for (const slug of ['no-such-post', 'Not_A_Slug']) {
      const response = await shop.bff.app.request(`/api/blog/${slug}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: POST_NOT_FOUND_MESSAGE } });
    }
  });
});
