import { describe, expect, it } from 'vitest';
import { blogPosts } from '../data/blog';
import { mediaPaths } from '../data/images';
import { call } from '../test-client';
import { BLOG_MESSAGES } from './blog';

describe('blog', () => {
  it('pages the posts newest first, without their content', async () => {
    const first = await call('GET', '/blogs?page=1&per_page=4');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: 6, per_page: 4, current_page: 1, last_page: 2 });
    expect(first.body.data.data).toHaveLength(4);
    expect(first.body.data.data[0]).not.toHaveProperty('content');
    const dates = blogPosts.map((post) => post.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await call('GET', '/blogs?page=2&per_page=4');
    expect(second.body.data.data.map((post: { slug: string }) => post.slug)).toEqual(blogPosts.slice(4).map((post) => post.slug));
    expect((await call('GET', '/blogs?page=0')).status).toBe(422);
  });

  it('uses images the mock media actually serves', () => {
    const served = new Set(mediaPaths());
    for (const post of blogPosts) expect(served.has(post.image), post.image).toBe(true);
  });

  it('shows one post with its HTML, and 404s an unknown slug', async () => {
    const { status, body } = await call('GET', '/blogs/how-to-set-up-bleed-and-crop-marks');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ title: 'How to set up bleed and crop marks', reading_minutes: expect.any(Number) });
    expect(body.data.content).toContain('<h2>');
    expect(await call('GET', '/blogs/no-such-post')).toEqual({ status: 404, body: { success: false, message: BLOG_MESSAGES.notFound } });
  });
});
