import { queryOptions } from '@tanstack/react-query';
import type { ChangePasswordOutput } from '@bff/schemas/password';
import type { ProfileOutput } from '@bff/schemas/profile';
import type { ProfileView } from '@bff/view-models';
import { bffGet, bffPatch, bffPost, bffPostForm, bffPut } from '@web/lib/bff-client';

export const accountQueries = {
  all: () => ['account'] as const,
  /** The Account Info page, the settings' newsletter switch and the account nav's greeting. */
  profile: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'profile'] as const,
      queryFn: ({ signal }) => bffGet<ProfileView>('account/profile', { signal }),
    }),
};

interface MessageAnswer {
  message: string;
}

/** Saves name, phone and company (PATCH /api/account/profile); answers the saved profile. */
export function updateProfile(input: ProfileOutput): Promise<ProfileView> {
  return bffPatch<ProfileView>('account/profile', input);
}

/** Uploads a new avatar (POST /api/account/avatar, field `profile_image`); the BFF checks its content. */
export function uploadAvatar(image: File): Promise<MessageAnswer & { avatarUrl: string }> {
  const body = new FormData();
  body.set('profile_image', image);
  return bffPostForm('account/avatar', body);
}

/** Changes the password; the session stays as it is (POST /api/account/password). */
export function changePassword(input: ChangePasswordOutput): Promise<MessageAnswer> {
  return bffPost<MessageAnswer>('account/password', input);
}

/** Subscribes to or leaves the newsletter (PUT /api/account/newsletter). */
export function setNewsletterPreference(subscribed: boolean): Promise<MessageAnswer & { subscribed: boolean }> {
  return bffPut('account/newsletter', { subscribed });
}
