import type { hc, InferResponseType } from 'hono/client';
import type { AppType } from '@bff/app';
import type { ContactOutput } from '@bff/schemas/contact';
import type { ApiError } from '@bff/view-models';
import { bffPost } from '@web/lib/bff-client';

type Api = ReturnType<typeof hc<AppType>>['api'];
/** The BFF's success answer, inferred from its route; the validator's error answer is taken out by shape. */
export type ContactAnswer = Exclude<InferResponseType<Api['contact']['$post'], 200>, ApiError>;

/** Where the captcha widget fetches its proof-of-work challenge (GET, a fresh one each time). */
export const CAPTCHA_CHALLENGE_URL = '/api/contact/challenge';

export function sendContactMessage(input: ContactOutput): Promise<ContactAnswer> {
  return bffPost<ContactAnswer>('contact', input);
}
