import { queryOptions } from '@tanstack/react-query';
import type { UnsubscribeOutput } from '@bff/schemas/unsubscribe';
import type { SubscriberStatus, UnsubscribePage } from '@bff/view-models';
import { bffGet, bffPost } from '@web/lib/bff-client';

interface MessageAnswer {
  message: string;
}

export const unsubscribeQueries = {
  all: () => ['unsubscribe'] as const,
  /** Whether the address of /request-unsubscribe/{email} is on the list (yes or no, nothing more). */
  subscriber: (email: string) =>
    queryOptions({
      queryKey: [...unsubscribeQueries.all(), 'subscriber', email] as const,
      queryFn: ({ signal }) => bffGet<SubscriberStatus>(`subscribers/${encodeURIComponent(email)}`, { signal }),
    }),
};

/** The emailed link checked, with the feedback reasons; a bad or used link is refused (4xx). Never cached: unsubscribing uses it up. */
export function checkUnsubscribeLink(token: string): Promise<UnsubscribePage> {
  return bffGet<UnsubscribePage>(`unsubscribe/${encodeURIComponent(token)}`);
}

/** Mails the confirmation link to a subscriber (POST /api/unsubscribe/request). */
export function requestUnsubscribeMail(email: string): Promise<MessageAnswer> {
  return bffPost<MessageAnswer>('unsubscribe/request', { email });
}

/** Leaves the newsletter with the emailed token and the reason (POST /api/unsubscribe). */
export function unsubscribe(token: string, input: UnsubscribeOutput): Promise<MessageAnswer> {
  return bffPost<MessageAnswer>('unsubscribe', { token, ...input });
}
