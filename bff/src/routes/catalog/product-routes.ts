import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { ApiFailure } from '@bff/http/errors';
import { validate } from '@bff/http/validate';
import { sendReadyAnswer } from '@bff/http/ready-answer';
import { accountDiscountOf, noStore, sessionMiddleware, type SessionEnv } from '@bff/session/session';
import type { DeliveryEstimateView, PriceView, ProductView } from '@bff/view-models';
import { loadEstimate } from '@bff/lib/delivery';
import { ACCOUNT_DISCOUNT_HEADER, toPriceView, type AccountDiscount } from '@bff/lib/line-price';
import { PRODUCT_NOT_FOUND_MESSAGE, orNotFound } from '@bff/http/not-found';
import { PriceQuerySchema, priceRefusal } from './price-query';
import { loadProduct, ProductElsewhere } from './product-view';
import { isSlug } from '@bff/lib/slugs';

/** A price is read again at most this often for one configuration; the cart quote re-checks it anyway. */
const PRICE_TTL_SECONDS = 30;

const SERVICE_MESSAGE = 'Please choose a delivery service for this product.';

const DeliveryQuerySchema = v.object({
  serviceId: v.optional(v.pipe(v.string(SERVICE_MESSAGE), v.regex(/^\d{1,9}$/, SERVICE_MESSAGE), v.transform(Number), v.minValue(1, SERVICE_MESSAGE)), ''),
});

/** Says on the answer which account discount its prices carry, if any (see ACCOUNT_DISCOUNT_HEADER). */
function sayDiscount(c: Context, discount: AccountDiscount | null) {
  if (discount !== null) c.header(ACCOUNT_DISCOUNT_HEADER, discount.label);
}

/**
 * `/api/products`: the product page, the live price of a configuration and its delivery estimate.
 * Prices depend on the shopper (an account with a discount sees it), so the session is opened.
 */
export const productRoutes = new Hono<SessionEnv>()
  .use(sessionMiddleware)
  // A price may carry this shopper's account discount.
  .get('/:variationId{[0-9]{1,9}}/price', noStore, validate('query', PriceQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const load = c.var.upstream.getCached('variations/price/{variation_id}/{quantity}/{delivery_service_id}', {
      path: { variation_id: Number(c.req.param('variationId')), quantity: query.quantity, delivery_service_id: query.deliveryServiceId },
      query: { opt_att: query.options, size: Object.fromEntries(query.sizes.map((size) => [size.name, size.quantity])), quantity_id: query.quantityId ?? undefined, color_id: query.colourId ?? undefined },
      ttlSeconds: PRICE_TTL_SECONDS,
    });
    const answer = await orNotFound(load, PRODUCT_NOT_FOUND_MESSAGE).catch((error: unknown) => {
      throw priceRefusal(error);
    });
    const discount = accountDiscountOf(c.var.session);
    sayDiscount(c, discount);
    return c.json<PriceView>(toPriceView(answer.data, discount));
  })
  .get('/:variationId{[0-9]{1,9}}/delivery', validate('query', DeliveryQuerySchema), async (c) => {
    const { serviceId } = c.req.valid('query');
    const services = await orNotFound(
      c.var.upstream.getCached('delivery-service/{param}', { path: { param: Number(c.req.param('variationId')) } }),
      PRODUCT_NOT_FOUND_MESSAGE,
    );
    const service = services.data.find((candidate) => candidate.id === serviceId);
    if (!service) throw new ApiFailure(400, 'validation_failed', SERVICE_MESSAGE, { serviceId: [SERVICE_MESSAGE] });
    return c.json<DeliveryEstimateView>(await loadEstimate(c.var.upstream, service));
  })
  .get('/:first/:second', async (c) => {
    const { first, second } = c.req.param();
    if (!isSlug(first) || !isSlug(second)) throw new ApiFailure(404, 'not_found', PRODUCT_NOT_FOUND_MESSAGE);
    const discount = accountDiscountOf(c.var.session);
    const load = (): Promise<ProductView> => orNotFound(loadProduct(c.var.upstream, first, second, discount), PRODUCT_NOT_FOUND_MESSAGE);
    try {
      // List prices, for every shopper without an account discount: never reused once one logs in.
      if (discount === null) return await sendReadyAnswer(c, c.var.answers, `product ${first}/${second}`, load, { variesWithSession: true });
      // Account prices are not for everyone: never kept by a browser cache or a CDN.
      c.header('Cache-Control', 'private, no-store');
      sayDiscount(c, discount);
      return c.json<ProductView>(await load());
    } catch (error) {
      if (!(error instanceof ProductElsewhere)) throw error;
      // Sent on to the product's own address, whose view (and page) is the one kept; asked again each
      // time, as a product may move to another sub-category.
      c.header('Cache-Control', 'no-cache');
      return c.redirect(`/api/products${error.path}`, 308);
    }
  });
