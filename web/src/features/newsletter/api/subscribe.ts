import type { NewsletterOutput } from '@bff/schemas/newsletter';
import { answer, bff, type Answer } from '@web/lib/bff-client';
import { mutationHook } from '@web/lib/mutation-hook';

/** The BFF's success answer, inferred from its route so the two cannot drift. */
export type NewsletterAnswer = Answer<typeof bff.newsletter.$post>;

export function subscribeToNewsletter(input: NewsletterOutput): Promise<NewsletterAnswer> {
  return answer(bff.newsletter.$post({ json: input }));
}

/** Signs an address up for the newsletter; nothing cached changes. */
export const useSubscribeToNewsletter = mutationHook(subscribeToNewsletter);
