import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

/** What a component adds to a mutation: what the shopper sees after it (toasts, navigation, form state). */
export type MutationCallbacks<TAnswer, TInput> = Pick<UseMutationOptions<TAnswer, Error, TInput>, 'onSuccess' | 'onError' | 'onSettled'>;

/**
 * The hook of a call that changes nothing the client has cached (a message sent, a mail asked for):
 * `export const useSendContactMessage = mutationHook(sendContactMessage)`. A call that does change
 * cached answers gets its own hook, which updates or invalidates exactly those query keys.
 */
export function mutationHook<TAnswer, TInput>(mutationFn: (input: TInput) => Promise<TAnswer>) {
  return (callbacks: MutationCallbacks<TAnswer, TInput> = {}) => useMutation({ mutationFn, ...callbacks });
}
