import { queryOptions } from '@tanstack/react-query';
import type { ChangePasswordOutput } from '@bff/schemas/password';
import type { ProfileOutput } from '@bff/schemas/profile';
import { sessionQueries, withProfile } from '@web/features/auth/api/session';
import { answer, bff, type Answer } from '@web/lib/bff-client';

const account = bff.account;

/** The customer's profile (GET /api/account/profile); PATCH answers the same shape. */
export type ProfileView = Answer<typeof account.profile.$get>;
/** The business account's manager, when it has one. */
export type AccountManagerView = NonNullable<ProfileView['accountManager']>;
export type AvatarAnswer = Answer<typeof account.avatar.$post>;
export type ChangePasswordAnswer = Answer<typeof account.password.$post>;
export type NewsletterPreferenceAnswer = Answer<typeof account.newsletter.$put>;

export const accountQueries = {
  all: () => ['account'] as const,
  /** The Account Info page, the settings' newsletter switch and the account nav's greeting. */
  profile: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'profile'] as const,
      queryFn: async ({ client, signal }) => {
        const profile = await answer(account.profile.$get(undefined, { init: { signal } }));
        // The header shows the name and picture just read, in a page rendered on the server too.
        client.setQueryData(sessionQueries.current().queryKey, (session) => withProfile(session, profile));
        return profile;
      },
    }),
};

/** Saves name, phone and company (PATCH /api/account/profile); answers the saved profile. */
export function updateProfile(input: ProfileOutput): Promise<ProfileView> {
  return answer(account.profile.$patch({ json: input }));
}

/** Uploads a new avatar (POST /api/account/avatar, field `profile_image`); the BFF checks its content. */
export function uploadAvatar(image: File): Promise<AvatarAnswer> {
  return answer(account.avatar.$post({ form: { profile_image: image } }));
}

/** Changes the password; the session stays as it is (POST /api/account/password). */
export function changePassword(input: ChangePasswordOutput): Promise<ChangePasswordAnswer> {
  return answer(account.password.$post({ json: input }));
}

/** Subscribes to or leaves the newsletter (PUT /api/account/newsletter). */
export function setNewsletterPreference(subscribed: boolean): Promise<NewsletterPreferenceAnswer> {
  return answer(account.newsletter.$put({ json: { subscribed } }));
}
