import { Hono } from 'hono';
import type { AppEnv } from '@bff/http/app-env';
import { ApiFailure } from '@bff/http/errors';
import { sendReadyAnswer } from '@bff/http/ready-answer';
import type { CataloguePage } from '@bff/view-models';
import { PAGE_NOT_FOUND_MESSAGE, orNotFound } from '@bff/http/not-found';
import { loadCataloguePage } from './page-view';
import { PageQuerySchema } from '@bff/lib/page-view';
import { isSlug } from '@bff/lib/slugs';
import { validate } from '@bff/http/validate';

/**
 * Whether `view` is one of the slug's own pages: a footer page has only its first, a listing as many as
 * its products fill. Any other page number is made up (a hand-edited or crawled URL, or one meant to
 * crowd the ready answers out) and is answered without being kept.
 */
const isOwnPage = (view: CataloguePage, page: number) => (view.kind === 'page' ? page === 1 : page <= view.products.pageCount);

/**
 * `/api/pages/:slug?page=`: a category, sub-category or footer page, by its one-segment storefront
 * path; a category or sub-category with one page of its products.
 */
export const pageRoutes = new Hono<AppEnv>().get('/:slug', validate('query', PageQuerySchema), async (c) => {
  const slug = c.req.param('slug');
  if (!isSlug(slug)) throw new ApiFailure(404, 'not_found', PAGE_NOT_FOUND_MESSAGE);
  const { page } = c.req.valid('query');
  const key = `page ${slug} ${page}`;
  const load = (): Promise<CataloguePage> => orNotFound(loadCataloguePage(c.var.upstream, slug, page), PAGE_NOT_FOUND_MESSAGE);
  // Every slug has a first page, and a later page answered fresh from the ready answers was one of its own.
  if (page === 1 || c.var.answers.peek(key)) return sendReadyAnswer(c, c.var.answers, key, load);
  // Any other is read first (from the upstream reads' cache) to learn whether it is one worth keeping.
  const view = await load();
  if (isOwnPage(view, page)) return sendReadyAnswer(c, c.var.answers, key, () => Promise.resolve(view));
  c.header('Cache-Control', 'no-store');
  return c.json(view, 200);
});
