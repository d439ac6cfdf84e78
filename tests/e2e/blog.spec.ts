import { blogPosts } from '../../mocks/data/blog';
import { expect, expectNoSeriousA11yViolations, test, waitForShell } from '../fixtures';

// The blog: the footer's READ BLOG button, the list of posts, one article, and an unknown post.

const [newest] = blogPosts;

test.describe('blog', () => {
  test("the footer's READ BLOG button opens the blog, which lists every post", async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'READ BLOG' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page).toHaveTitle('Blog | PrintShop London');
    const titles = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(titles).toHaveText(blogPosts.map((post) => post.title));
    const firstImage = page.getByRole('main').locator('li img').first();
    await expect(firstImage).toHaveAttribute('srcset', /small_.* 400w/);
    await expect(page.getByRole('main').getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('opening a post shows its article with breadcrumb, byline and content', async ({ page }) => {
    await page.goto('/blogs');
    await page.getByRole('link', { name: newest?.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blogs/${newest?.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: newest?.title })).toBeVisible();
    await expect(page).toHaveTitle(`${newest?.title} | PrintShop London`);
    await expect(page.getByText(`By ${newest?.author}`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What counts as zero-rated' })).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blogs');
    await expect(trail.getByText(newest?.title ?? '')).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page);
  });

  test('a page past the last says so and leads to the last page', async ({ page }) => {
    await page.goto('/blogs?page=7');
    await expect(page.getByRole('heading', { level: 2, name: 'There is no page 7' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`The blog’s ${blogPosts.length} posts fit on`);
    await page.getByRole('link', { name: 'Go to the last page' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: newest?.title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown post shows the not-found page', async ({ page }) => {
    await page.goto('/blogs/no-such-post');
    await expect(page.getByRole('heading', { name: 'Something is wrong!' })).toBeVisible();
  });
});
