import { useMutation } from '@tanstack/react-query';
import type { UnsubscribeOutput } from '@bff/schemas/unsubscribe';
import type { MutationCallbacks } from '@web/lib/mutation-hook';
import { requestUnsubscribeMail, unsubscribe, type UnsubscribeAnswer, type UnsubscribeRequestAnswer } from './unsubscribe';

// Apart from the calls in ./unsubscribe, so a test that mocks those calls has these hooks call the mocks.

/** Mails this subscriber the confirmation link; nothing cached changes. */
export function useRequestUnsubscribeMail(email: string, callbacks: MutationCallbacks<UnsubscribeRequestAnswer, void> = {}) {
  return useMutation({ mutationFn: () => requestUnsubscribeMail(email), ...callbacks });
}

/** Leaves the newsletter with this emailed token; nothing cached changes. */
export function useUnsubscribe(token: string, callbacks: MutationCallbacks<UnsubscribeAnswer, UnsubscribeOutput> = {}) {
  return useMutation({ mutationFn: (input: UnsubscribeOutput) => unsubscribe(token, input), ...callbacks });
}
