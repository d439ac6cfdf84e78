import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileOutput } from '@bff/schemas/profile';
import { sessionQueries } from '@web/features/auth/api/session';
import { mutationHook, type MutationCallbacks } from '@web/lib/mutation-hook';
import {
  accountQueries,
  changePassword,
  setNewsletterPreference,
  updateProfile,
  uploadAvatar,
  type AvatarAnswer,
  type NewsletterPreferenceAnswer,
  type ProfileView,
} from './account-queries';

// The account's changes, apart from its calls: a test that mocks a call in account-queries still
// has these hooks call the mock.

/** Saves the profile: its answer becomes the cached profile, and the session is asked again (the header greets by name). */
export function useUpdateProfile({ onSuccess, ...callbacks }: MutationCallbacks<ProfileView, ProfileOutput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    ...callbacks,
    onSuccess: (saved, ...rest) => {
      queryClient.setQueryData(accountQueries.profile().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: sessionQueries.all() });
      return onSuccess?.(saved, ...rest);
    },
  });
}

/** Uploads a new avatar: the cached profile takes its address, and the session is asked again (the account menu shows it). */
export function useUploadAvatar({ onSuccess, ...callbacks }: MutationCallbacks<AvatarAnswer, File> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    ...callbacks,
    onSuccess: (uploaded, ...rest) => {
      queryClient.setQueryData(accountQueries.profile().queryKey, (current: ProfileView | undefined) =>
        current ? { ...current, avatarUrl: uploaded.avatarUrl } : current,
      );
      void queryClient.invalidateQueries({ queryKey: sessionQueries.all() });
      return onSuccess?.(uploaded, ...rest);
    },
  });
}

/** Changes the password; nothing cached changes (the session stays as it is). */
export const useChangePassword = mutationHook(changePassword);

/**
 * Subscribes to or leaves the newsletter. The cached profile flips at once (optimistic) and flips
 * back if the shop refuses; the server's answer has the last word either way.
 */
export function useSetNewsletterPreference({ onSuccess, onError, ...callbacks }: MutationCallbacks<NewsletterPreferenceAnswer, boolean> = {}) {
  const queryClient = useQueryClient();
  const profileKey = accountQueries.profile().queryKey;
  const setSubscribed = (subscribed: boolean) =>
    queryClient.setQueryData(profileKey, (current: ProfileView | undefined) => current && { ...current, subscribed });

  return useMutation({
    mutationFn: setNewsletterPreference,
    ...callbacks,
    onMutate: async (subscribed) => {
      // A profile refetch landing now would overwrite the optimistic value with the old one.
      await queryClient.cancelQueries({ queryKey: profileKey });
      const previous = queryClient.getQueryData(profileKey)?.subscribed;
      setSubscribed(subscribed);
      return { previous };
    },
    onError: (error, subscribed, onMutateResult, context) => {
      if (onMutateResult?.previous !== undefined) setSubscribed(onMutateResult.previous);
      return onError?.(error, subscribed, onMutateResult, context);
    },
    onSuccess: (answer, ...rest) => {
      setSubscribed(answer.subscribed);
      return onSuccess?.(answer, ...rest);
    },
  });
}
