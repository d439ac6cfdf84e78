// Search paths of the mock upstream: the paged results page and the header's autocomplete.
import { http } from '../base';
import { paginate, searchVariations } from '../data/catalogue-search';
import { errorBody, variationCard } from '../data/catalogue-views';
import { QueryReader } from './catalog-params';

const INVALID = 'The given data was invalid.';
const SUGGESTIONS = 10;

export const searchHandlers = [
  http.get('/variations/search', ({ request, response }) => {
    const query = new QueryReader(request);
    const key = query.string('key', { required: true, max: 100 });
    const page = query.int('page', { min: 1 }) ?? 1;
    const perPage = query.oneOf('page_limit', [9, 18, 36] as const, 9);
    const sort = query.oneOf('price_sort', ['', 'low', 'high'] as const, '');
    if (!query.ok || key === null) return response('4XX').json(errorBody(INVALID, query.errors), { status: 422 });
    const paged = paginate(searchVariations(key, sort), page, perPage);
    return response(200).json({
      success: true,
      data: { data: paged.items.map(variationCard), total: paged.total, per_page: paged.perPage, current_page: paged.currentPage, last_page: paged.lastPage },
      count: paged.total,
    });
  }),

  http.get('/variations/search-title', ({ request, response }) => {
    const query = new QueryReader(request);
    const key = query.string('key', { required: true, max: 100 });
    if (!query.ok || key === null) return response('4XX').json(errorBody(INVALID, query.errors), { status: 422 });
    const suggestions = searchVariations(key)
      .slice(0, SUGGESTIONS)
      .map((v) => ({ name: v.name, slug: v.slug, image: v.image, product: { slug: variationCard(v).product.slug } }));
    return response(200).json({ success: true, data: suggestions });
  }),
];
