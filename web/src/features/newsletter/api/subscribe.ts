import type { hc, InferResponseType } from 'hono/client';
import type { AppType } from '@bff/app';
import type { NewsletterOutput } from '@bff/schemas/newsletter';
import type { ApiError } from '@bff/view-models';
import { bffPost } from '@web/lib/bff-client';

type Api = ReturnType<typeof hc<AppType>>['api'];
/**
 * The BFF's success answer, inferred from its route so the two cannot drift. The validator's error
 * answer is typed with every status code, so it is taken out by shape.
 */
export type NewsletterAnswer = Exclude<InferResponseType<Api['newsletter']['$post'], 200>, ApiError>;

export function subscribeToNewsletter(input: NewsletterOutput): Promise<NewsletterAnswer> {
  return bffPost<NewsletterAnswer>('newsletter', input);
}
