import type { NewsletterOutput } from '@bff/schemas/newsletter';
import { answer, bff, type Answer } from '@web/lib/bff-client';

/** The BFF's success answer, inferred from its route so the two cannot drift. */
export type NewsletterAnswer = Answer<typeof bff.newsletter.$post>;

export function subscribeToNewsletter(input: NewsletterOutput): Promise<NewsletterAnswer> {
  return answer(bff.newsletter.$post({ json: input }));
}
