import type { ContactOutput } from '@bff/schemas/contact';
import { answer, bff, type Answer } from '@web/lib/bff-client';
import { mutationHook } from '@web/lib/mutation-hook';

/** The BFF's success answer, inferred from its route. */
export type ContactAnswer = Answer<typeof bff.contact.$post>;

/** Where the captcha widget fetches its proof-of-work challenge (GET, a fresh one each time). */
export const CAPTCHA_CHALLENGE_URL = bff.contact.challenge.$path();

export function sendContactMessage(input: ContactOutput): Promise<ContactAnswer> {
  return answer(bff.contact.$post({ json: input }));
}

/** Sends the contact form; nothing cached changes. */
export const useSendContactMessage = mutationHook(sendContactMessage);
