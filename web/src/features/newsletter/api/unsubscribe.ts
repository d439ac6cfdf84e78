import { queryOptions } from '@tanstack/react-query';
import type { UnsubscribeOutput } from '@bff/schemas/unsubscribe';
import { answer, bff, type Answer } from '@web/lib/bff-client';

/** POST /api/subscribers/check: whether the address is on the newsletter list, and nothing more. */
export type SubscriberStatus = Answer<typeof bff.subscribers.check.$post>;
/** POST /api/unsubscribe/check: the emailed link is good; why would the subscriber leave? */
export type UnsubscribePage = Answer<typeof bff.unsubscribe.check.$post>;
/** One feedback reason, in display order; the page adds 'Other' itself. */
export type UnsubscribeReason = UnsubscribePage['reasons'][number];
export type UnsubscribeRequestAnswer = Answer<typeof bff.unsubscribe.request.$post>;
export type UnsubscribeAnswer = Answer<typeof bff.unsubscribe.$post>;

export const unsubscribeQueries = {
  all: () => ['unsubscribe'] as const,
  /**
   * Whether the address of /request-unsubscribe/{email} is on the list (yes or no, nothing more). A
   * read, sent as a POST so the address is in the body and not in a URL that proxies and logs keep.
   */
  subscriber: (email: string) =>
    queryOptions({
      queryKey: [...unsubscribeQueries.all(), 'subscriber', email] as const,
      queryFn: ({ signal }) => answer(bff.subscribers.check.$post({ json: { email } }, { init: { signal } })),
    }),
};

/**
 * The emailed link checked, with the feedback reasons; a bad or used link is refused (4xx). Never
 * cached: unsubscribing uses it up. The token goes in the body, never in the URL.
 */
export function checkUnsubscribeLink(token: string): Promise<UnsubscribePage> {
  return answer(bff.unsubscribe.check.$post({ json: { token } }));
}

/** Mails the confirmation link to a subscriber (POST /api/unsubscribe/request). */
export function requestUnsubscribeMail(email: string): Promise<UnsubscribeRequestAnswer> {
  return answer(bff.unsubscribe.request.$post({ json: { email } }));
}

/** Leaves the newsletter with the emailed token and the reason (POST /api/unsubscribe). */
export function unsubscribe(token: string, input: UnsubscribeOutput): Promise<UnsubscribeAnswer> {
  return answer(bff.unsubscribe.$post({ json: { token, ...input } }));
}
