// Catalogue paths of the mock upstream: slugs, category pages, products, the configurator, prices,
// quantities, colours, delivery and shipment charges. Read-only over mocks/data/catalogue.ts.
import { http } from '../base';
import type { Variation } from '../data/catalogue-model';
import {
  accessoriesFor,
  catalogue,
  deliveryServiceById,
  findCategory,
  findProduct,
  findSubCategory,
  findVariation,
  primaryVariation,
  productById,
  productOf,
  productsOf,
  similarTo,
  subCategoryById,
  topSellers,
  variationById,
  variationsOf,
} from '../data/catalogue';
import { estimateDelivery } from '../data/catalogue-delivery';
import {
  cheapestDelivery,
  fromPricePence,
  minimumQuantity,
  percent,
  pounds,
  priceRequestedLine,
  quoteLine,
  rangeFor,
  resolveSelection,
  type FieldErrors,
  type LineRequest,
} from '../data/catalogue-pricing';
import { paginate } from '../data/catalogue-search';
import {
  attributeView,
  deliveryServiceView,
  errorBody,
  menuPage,
  minDeliveryView,
  notFound,
  priceView,
  productCard,
  productDetail,
  quantityView,
  subMenuPage,
  variationCard,
  variationOption,
  variationWithProduct,
} from '../data/catalogue-views';
import { STANDARD_VAT_PERCENT } from '../data/orders';
import { COLLECTION_POINT, shipmentCharge } from '../data/shipping';
import { findStaticPage } from '../data/content-pages';
import { colourImagePath } from '../data/images';
import { pathId, QueryReader } from './catalog-params';

const INVALID = 'The given data was invalid.';

/** Everything the configurator needs for one variation and the shopper's options. */
function customise(variation: Variation, chosen: Record<number, number>) {
  const resolved = resolveSelection(variation, chosen);
  if (!resolved.ok) return { ok: false as const, errors: resolved.errors };
  const product = productOf(variation);
  const delivery = cheapestDelivery(product);
  const quote = quoteLine(variation, { quantity: minimumQuantity(product), selection: resolved.selection, deliveryServiceId: delivery?.id ?? null });
  if (!quote.ok) return { ok: false as const, errors: quote.errors };
  return {
    ok: true as const,
    data: {
      ...variationWithProduct(variation),
      variations: variationsOf(product).map(variationOption),
      attributes: product.attributes.map((a) => attributeView(a, variation, resolved.selection)),
      selected: Object.fromEntries(Object.entries(resolved.selection).map(([k, v]) => [k, v])),
      quantity: quantityView(variation),
      delivery_services: product.deliveryServiceIds.map(deliveryServiceById).filter((d) => d !== undefined).map(deliveryServiceView),
      price: priceView(variation, quote.quote),
    },
  };
}

export const catalogHandlers = [
  http.get('/top-selling-variations/{menu_slug}', ({ params, response }) => {
    const category = params.menu_slug === 'all' ? null : findCategory(params.menu_slug);
    if (category === undefined) return response('4XX').json(notFound('Category'), { status: 404 });
    return response(200).json({ success: true, data: topSellers(category).map(variationCard) });
  }),

  http.get('/resolve-slug/{slug}', ({ params, response }) => {
    const category = findCategory(params.slug);
    if (category) return response(200).json({ success: true, data: { type: 'menu', id: category.id, name: category.name, slug: category.slug } });
    const subCategory = findSubCategory(params.slug);
    if (subCategory) return response(200).json({ success: true, data: { type: 'sub_menu', id: subCategory.id, name: subCategory.name, slug: subCategory.slug } });
    const page = findStaticPage(params.slug);
    if (page && page.slug === params.slug) return response(200).json({ success: true, data: { type: 'page', id: page.id, name: page.name, slug: page.slug } });
    return response('4XX').json(notFound('Page'), { status: 404 });
  }),

  http.get('/cat_subcat/{type}/{slug}', ({ params, response }) => {
    if (params.type === 'menu') {
      const category = findCategory(params.slug);
      if (category) return response(200).json({ success: true, data: menuPage(category) });
      return response('4XX').json(notFound('Category'), { status: 404 });
    }
    if (params.type === 'sub_menu') {
      const subCategory = findSubCategory(params.slug);
      if (subCategory) return response(200).json({ success: true, data: subMenuPage(subCategory) });
      return response('4XX').json(notFound('Sub-category'), { status: 404 });
    }
    return response('4XX').json(errorBody(INVALID, { type: ['The selected type is invalid.'] }), { status: 422 });
  }),

  http.get('/cat_subcat_product/{id}', ({ params, response }) => {
    const id = pathId(params.id);
    const subCategory = id === null ? undefined : subCategoryById(id);
    if (!subCategory) return response('4XX').json(notFound('Sub-category'), { status: 404 });
    const products = productsOf(subCategory);
    return response(200).json({ success: true, data: products.map(productCard), count: products.length });
  }),

  http.get('/variations/get-primary-variation', ({ request, response }) => {
    const query = new QueryReader(request);
    const slug = query.string('variation_slug', { required: true });
    if (!query.ok || slug === null) return response('4XX').json(errorBody(INVALID, query.errors), { status: 422 });
    const product = findProduct(slug);
    const variation = product ? primaryVariation(product) : findVariation(slug);
    if (!variation) return response('4XX').json(notFound('Product'), { status: 404 });
    return response(200).json({ success: true, data: variationWithProduct(variation) });
  }),

  http.get('/variations/product-detail/{id}', ({ params, request, response }) => {
    const id = pathId(params.id);
    const product = id === null ? undefined : productById(id);
    if (!product) return response('4XX').json(notFound('Product'), { status: 404 });
    const query = new QueryReader(request);
    const page = query.int('page', { min: 1 }) ?? 1;
    const perPage = query.oneOf('page_limit', [9, 18, 36] as const, 9);
    const sort = query.oneOf('price_sort', ['', 'low', 'high'] as const, '');
    const filter = query.intRecord('filter');
    if (!query.ok) return response('4XX').json(errorBody(INVALID, query.errors), { status: 422 });

    const primary = primaryVariation(product);
    let variations = variationsOf(product).filter((v) => {
      const resolved = resolveSelection(v);
      return resolved.ok && Object.entries(filter).every(([attributeId, optionId]) => resolved.selection[Number(attributeId)] === optionId);
    });
    if (sort !== '') variations = [...variations].sort((a, b) => (sort === 'low' ? 1 : -1) * (fromPricePence(a) - fromPricePence(b)));
    const paged = paginate(variations, page, perPage);
    return response(200).json({
      success: true,
      data: {
        product: productDetail(product),
        variations: { data: paged.items.map(variationCard), total: paged.total, per_page: paged.perPage, current_page: paged.currentPage, last_page: paged.lastPage },
        attributes: product.attributes.map((a) => attributeView(a, primary)),
      },
    });
  }),

  http.get('/variations/customise', ({ request, response }) => {
    const query = new QueryReader(request);
    const id = query.int('variation_id', { required: true, min: 1 });
    const chosen = query.intRecord('opt_att');
    if (!query.ok || id === null) return response('4XX').json(errorBody(INVALID, query.errors), { status: 422 });
    const variation = variationById(id);
    if (!variation) return response('4XX').json(notFound('Product'), { status: 404 });
    const result = customise(variation, chosen);
    if (!result.ok) return response('4XX').json(errorBody(INVALID, result.errors), { status: 422 });
    return response(200).json({ success: true, data: result.data });
  }),

  http.get('/variations/customise/{product_slug}', ({ params, request, response }) => {
    const product = findProduct(params.product_slug);
    if (!product) return response('4XX').json(notFound('Product'), { status: 404 });
    const query = new QueryReader(request);
    const chosen = query.intRecord('opt_att');
    if (!query.ok) return response('4XX').json(errorBody(INVALID, query.errors), { status: 422 });
    const result = customise(primaryVariation(product), chosen);
    if (!result.ok) return response('4XX').json(errorBody(INVALID, result.errors), { status: 422 });
    return response(200).json({ success: true, data: result.data });
  }),

  http.get('/variations/customise/{product_slug}/{variation_slug}', ({ params, request, response }) => {
    const product = findProduct(params.product_slug);
    const variation = findVariation(params.variation_slug);
    if (!product || !variation || variation.productId !== product.id) return response('4XX').json(notFound('Product'), { status: 404 });
    const query = new QueryReader(request);
    const chosen = query.intRecord('opt_att');
    if (!query.ok) return response('4XX').json(errorBody(INVALID, query.errors), { status: 422 });
    const result = customise(variation, chosen);
    if (!result.ok) return response('4XX').json(errorBody(INVALID, result.errors), { status: 422 });
    return response(200).json({ success: true, data: result.data });
  }),

  http.get('/variations/price/{variation_id}/{quantity}/{delivery_service_id}', ({ params, request, response }) => {
    const id = pathId(params.variation_id);
    const variation = id === null ? undefined : variationById(id);
    if (!variation) return response('4XX').json(notFound('Product'), { status: 404 });
    const query = new QueryReader(request);
    const selection = query.intRecord('opt_att');
    const quantityId = query.int('quantity_id', { min: 1 });
    const colourId = query.int('color_id', { min: 1 });
    const sizes = Object.entries(query.record('size')).map(([name, value]) => ({ name, quantity: /^\d+$/.test(value) ? Number(value) : NaN }));
    const errors: FieldErrors = { ...query.errors };
    if (sizes.some((s) => Number.isNaN(s.quantity))) errors.size = ['Each size quantity must be a whole number.'];
    const quantity = pathId(params.quantity);
    const deliveryServiceId = pathId(params.delivery_service_id);
    if (quantity === null) errors.quantity = ['The quantity must be at least 1.'];
    if (deliveryServiceId === null) errors.delivery_service_id = ['The selected delivery service is invalid.'];
    if (Object.keys(errors).length > 0 || quantity === null) return response('4XX').json(errorBody(INVALID, errors), { status: 422 });

    const request_: LineRequest = { quantity, selection, sizes, quantityId, colourId, deliveryServiceId };
    const quote = quoteLine(variation, request_);
    if (!quote.ok) return response('4XX').json(errorBody(INVALID, quote.errors), { status: 422 });
    return response(200).json({ success: true, data: priceView(variation, quote.quote) });
  }),

  http.post('/variations/price-check', async ({ request, response }) => {
    const body = (await request.json().catch(() => null)) as { lines?: unknown } | null;
    const lines = Array.isArray(body?.lines) ? (body.lines as Record<string, unknown>[]) : null;
    if (!lines || lines.length === 0 || lines.length > 100) {
      return response('4XX').json(errorBody(INVALID, { lines: ['The lines field must have between 1 and 100 items.'] }), { status: 422 });
    }
    const priced = lines.map((line) => {
      const { code, variation, available, quote, message } = priceRequestedLine(line);
      return { code, available, price: variation && quote ? priceView(variation, quote) : null, message };
    });
    return response(200).json({ success: true, data: { lines: priced } });
  }),

  http.get('/variations/colors/{id}', ({ params, response }) => {
    const id = pathId(params.id);
    const variation = id === null ? undefined : variationById(id);
    if (!variation) return response('4XX').json(notFound('Product'), { status: 404 });
    const colours = productOf(variation).colours.map((c) => ({ id: c.id, name: c.name, hex_code: c.code, image: colourImagePath(variation, c.name) }));
    return response(200).json({ success: true, data: colours });
  }),

  http.get('/quantity/{id}', ({ params, response }) => {
    const id = pathId(params.id);
    const variation = id === null ? undefined : variationById(id);
    if (!variation) return response('4XX').json(notFound('Product'), { status: 404 });
    return response(200).json({ success: true, data: quantityView(variation) });
  }),

  http.get('/variations/quantity-search/{variation_id}/{quantity}', ({ params, response }) => {
    const id = pathId(params.variation_id);
    const variation = id === null ? undefined : variationById(id);
    if (!variation) return response('4XX').json(notFound('Product'), { status: 404 });
    const quantity = pathId(params.quantity);
    if (quantity === null) return response('4XX').json(errorBody(INVALID, { quantity: ['The quantity must be at least 1.'] }), { status: 422 });
    const range = rangeFor(productOf(variation), quantity);
    const unitPrice = range ? quantityView(variation).ranges.find((r) => r.id === range.id)?.unit_price : undefined;
    return response(200).json({
      success: true,
      data: range && unitPrice ? { id: range.id, range_from: range.quantity, range_to: range.rangeTo ?? range.quantity, unit_price: unitPrice } : null,
    });
  }),

  ...(
    [
      ['/variations/similar/3', (ids: number[]) => similarTo(ids, 3)],
      ['/variations/similar', (ids: number[]) => similarTo(ids, 12)],
      ['/variations/accessories', accessoriesFor],
    ] as const
  ).map(([path, related]) =>
    http.get(path, ({ request, response }) => {
      const query = new QueryReader(request);
      const ids = query.intList('variation_id', { required: true });
      if (!query.ok) return response('4XX').json(errorBody(INVALID, query.errors), { status: 422 });
      if (!ids.some((id) => variationById(id))) return response('4XX').json(notFound('Product'), { status: 404 });
      return response(200).json({ success: true, data: related(ids).map(variationCard) });
    }),
  ),

  http.get('/estimate-date/{id}', ({ params, response }) => {
    const id = pathId(params.id);
    const service = id === null ? undefined : deliveryServiceById(id);
    if (!service) return response('4XX').json(notFound('Delivery service'), { status: 404 });
    const estimate = estimateDelivery(service);
    return response(200).json({ success: true, data: { ...minDeliveryView(estimate), delivery_service_id: service.id, delivery_date: estimate.isoDate } });
  }),

  http.get('/delivery-service', ({ response }) => {
    const services = [...catalogue.deliveryServices].sort((a, b) => a.pricePence - b.pricePence);
    return response(200).json({ success: true, data: services.map(deliveryServiceView) });
  }),

  http.get('/delivery-service/{param}', ({ params, response }) => {
    const id = pathId(params.param);
    const variation = id === null ? undefined : variationById(id);
    if (!variation) return response('4XX').json(notFound('Product'), { status: 404 });
    const services = productOf(variation)
      .deliveryServiceIds.map(deliveryServiceById)
      .filter((d) => d !== undefined)
      .sort((a, b) => a.pricePence - b.pricePence);
    return response(200).json({ success: true, data: services.map(deliveryServiceView) });
  }),

  http.get('/shipment-charge', ({ request, response }) => {
    const query = new QueryReader(request);
    const policy = query.oneOf('order_policy', [0, 1] as const, 0);
    if (new URL(request.url).searchParams.get('order_policy') === null) query.errors.order_policy = ['The order policy field is required.'];
    const postCode = query.string('post_code', { max: 10 });
    if (!query.ok) return response('4XX').json(errorBody(INVALID, query.errors), { status: 422 });
    const charge = shipmentCharge(policy, postCode);
    return response(200).json({
      success: true,
      data: {
        shipment_cost: pounds(charge.costPence),
        vat_percent: percent(STANDARD_VAT_PERCENT),
        same_day_delivery: charge.sameDay,
        shipment_name: charge.name,
        collection_info: COLLECTION_POINT,
      },
    });
  }),
];

