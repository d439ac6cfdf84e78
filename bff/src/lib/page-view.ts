import * as v from 'valibot';
import type { components } from '@bff/generated/upstream';
import type { PageView } from '@bff/view-models';
import { PAGE_NUMBER_MESSAGE, PageNumberSchema } from '@bff/schemas/page-number';

/** A list's `?page=`: a whole number from 1 to the pages' bound (the web's too), the first page when left out. */
export const PageQuerySchema = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, PAGE_NUMBER_MESSAGE), v.transform(Number), PageNumberSchema), '1'),
});

/** One page of an upstream list: its paging fields (a Laravel length-aware paginator) and its items. */
type UpstreamPage<Item> = components['schemas']['PageMeta'] & { data: readonly Item[] };

/** The upstream's page as the web's PageView, each item mapped to its view. */
export function toPageView<Item, View>(upstream: UpstreamPage<Item>, mapItem: (item: Item) => View): PageView<View> {
  const { data, total, per_page, current_page, last_page } = upstream;
  return { items: data.map((item) => mapItem(item)), total, page: current_page, pageSize: per_page, pageCount: last_page };
}

/**
 * Page `page` of a list the upstream sends whole (a category's products), as the web's PageView: the
 * cached list is paged here, never asked for again per page. A page past the last holds no items.
 */
export function pageOf<Item>(items: readonly Item[], page: number, pageSize: number): PageView<Item> {
  const start = (page - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), total: items.length, page, pageSize, pageCount: Math.max(1, Math.ceil(items.length / pageSize)) };
}
