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
 * `/api/pages/:slug?page=`: a category, sub-category or footer page, by its one-segment storefront
 * path; a category or sub-category with one page of its products.
 */
export const pageRoutes = new Hono<AppEnv>().get('/:slug', validate('query', PageQuerySchema), async (c) => {
  const slug = c.req.param('slug');
  if (!isSlug(slug)) throw new ApiFailure(404, 'not_found', PAGE_NOT_FOUND_MESSAGE);
  const { page } = c.req.valid('query');
  return sendReadyAnswer(c, c.var.answers, `page ${slug} ${page}`, (): Promise<CataloguePage> =>
    orNotFound(loadCataloguePage(c.var.upstream, slug, page), PAGE_NOT_FOUND_MESSAGE),
  );
});
