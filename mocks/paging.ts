import { integer, validate, type FieldErrors } from './validation';

export interface Paging {
  page: number;
  perPage: number;
}

const PER_PAGE_MESSAGE = 'The per page field must be between 1 and 50.';

/** `page` and `per_page` read the upstream's way: whole numbers, page from 1, per_page 1 to 50. */
export function readPaging(page: string | null, perPage: string): Paging | { errors: FieldErrors } {
  const raw = { page: page ?? '1', per_page: perPage };
  const errors = validate(raw, { page: [integer], per_page: [integer] });
  const paging = { page: Number(raw.page), perPage: Number(raw.per_page) };
  if (errors || paging.page < 1 || paging.perPage < 1 || paging.perPage > 50) return { errors: errors ?? { per_page: [PER_PAGE_MESSAGE] } };
  return paging;
}

/** One page of `items` in the upstream's paginator shape. */
export function pageOf<Item, Summary>(items: readonly Item[], { page, perPage }: Paging, summarise: (item: Item) => Summary) {
  return {
    data: items.slice((page - 1) * perPage, page * perPage).map(summarise),
    total: items.length,
    per_page: perPage,
    current_page: page,
    last_page: Math.max(1, Math.ceil(items.length / perPage)),
  };
}
