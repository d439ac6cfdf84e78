import { ApiFailure } from '@bff/http/errors';
import { UpstreamError } from '@bff/upstream/upstream-error';

export const PAGE_NOT_FOUND_MESSAGE = 'Sorry, we could not find that page.';
export const PRODUCT_NOT_FOUND_MESSAGE = 'Sorry, we could not find that product.';

export function isNotFound(error: unknown): boolean {
  return error instanceof UpstreamError && error.code === 'not_found';
}

/** The load, with an upstream 404 answered as the BFF's own not-found message. */
export async function orNotFound<T>(load: Promise<T>, message: string): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isNotFound(error)) throw new ApiFailure(404, 'not_found', message);
    throw error;
  }
}

/**
 * For the parts of a page it can do without (top sellers, similar products): their failure shows
 * the page without them instead of an error. The upstream client has already logged an outage.
 */
export function optional<T>(load: Promise<T>, fallback: T): Promise<T> {
  return load.catch(() => fallback);
}
