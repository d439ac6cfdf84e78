import { http as mswHttp, HttpResponse } from 'msw';
import { MEDIA_PREFIX, http } from '../base';
import { TITLES, hashPassword, passwordMatches } from '../data/users';
import { store, subscribe, unsubscribe } from '../store';
import { VALIDATION_MESSAGE, failure, file, max, oneOf, readForm, readJson, required, string, validate } from '../validation';
import { AUTH_MESSAGES, PASSWORD_RULES, bearerToken, bearerUser, toUserProfile } from './auth';

export const ACCOUNT_MESSAGES = {
  passwordChanged: 'Your password has been changed successfully.',
  currentPasswordWrong: 'The password is incorrect.',
  profileUpdated: 'Your profile has been updated successfully.',
  avatarUpdated: 'Your profile picture has been updated.',
  subscribed: 'You will now receive our offers by email.',
  unsubscribed: 'You will no longer receive our offers by email.',
} as const;

const optional = (limit: number) => [string, max(limit)];
const nullableText = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

const AVATAR_TYPES = ['jpg', 'jpeg', 'png', 'webp'];

export const accountHandlers = [
  http.post('/reset-password-for-current-user', async ({ request, response }) => {
    const user = bearerUser(request);
    if (!user) return response('4XX').json(failure(AUTH_MESSAGES.unauthenticated), { status: 401 });
    const input = await readJson(request);
    const errors = validate(input, { current_password: [required, string], password: PASSWORD_RULES });
    if (errors) return response('4XX').json(failure(VALIDATION_MESSAGE, errors), { status: 422 });
    if (!passwordMatches(user, String(input.current_password))) {
      return response('4XX').json(failure(VALIDATION_MESSAGE, { current_password: [ACCOUNT_MESSAGES.currentPasswordWrong] }), {
        status: 422,
      });
    }
    user.password_hash = hashPassword(user.uuid, String(input.password));
    // Other devices are signed out; the session that made the change stays.
    const current = bearerToken(request);
    for (const [token, session] of store.sessions) if (session.userUuid === user.uuid && token !== current) store.sessions.delete(token);
    return response(200).json({ success: true, message: ACCOUNT_MESSAGES.passwordChanged });
  }),

  http.post('/auth/profile', async ({ request, response }) => {
    const user = bearerUser(request);
    if (!user) return response('4XX').json(failure(AUTH_MESSAGES.unauthenticated), { status: 401 });
    const input = await readJson(request);
    const errors = validate(input, {
      title: [required, oneOf(TITLES)],
      first_name: [required, string, max(60)],
      last_name: [required, string, max(60)],
      contact_no: optional(20),
      company: optional(200),
      address: optional(255),
      city: optional(100),
      post_code: optional(10),
      country: optional(100),
    });
    if (errors) return response('4XX').json(failure(VALIDATION_MESSAGE, errors), { status: 422 });
    Object.assign(user, {
      title: String(input.title),
      first_name: String(input.first_name).trim(),
      last_name: String(input.last_name).trim(),
      contact_no: nullableText(input.contact_no),
      company: nullableText(input.company),
      address: nullableText(input.address),
      city: nullableText(input.city),
      post_code: nullableText(input.post_code),
      country: nullableText(input.country),
    });
    return response(200).json({ success: true, message: ACCOUNT_MESSAGES.profileUpdated, data: toUserProfile(user) });
  }),

  http.post('/auth/profile/avatar', async ({ request, response }) => {
    const user = bearerUser(request);
    if (!user) return response('4XX').json(failure(AUTH_MESSAGES.unauthenticated), { status: 401 });
    const input = await readForm(request);
    const errors = validate(input, { profile_image: [required, file({ extensions: AVATAR_TYPES, maxKb: 2048 })] });
    if (errors || !(input.profile_image instanceof File)) {
      return response('4XX').json(failure(VALIDATION_MESSAGE, errors), { status: 422 });
    }
    const image = input.profile_image;
    const extension = image.name.split('.').pop()?.toLowerCase() ?? 'jpg';
    // A new name per upload, so caches never serve the old picture.
    const path = `avatars/${user.uuid}-${Date.now().toString(36)}.${extension}`;
    store.uploads.set(path, { type: image.type || `image/${extension}`, body: new Uint8Array(await image.arrayBuffer()) });
    user.profile_image = path;
    return response(200).json({ success: true, message: ACCOUNT_MESSAGES.avatarUpdated, data: { profile_image: path } });
  }),

  http.post('/auth/newsletter-preference', async ({ request, response }) => {
    const user = bearerUser(request);
    if (!user) return response('4XX').json(failure(AUTH_MESSAGES.unauthenticated), { status: 401 });
    const input = await readJson(request);
    const errors = validate(input, { is_subscribe: [required, oneOf([0, 1])] });
    if (errors) return response('4XX').json(failure(VALIDATION_MESSAGE, errors), { status: 422 });
    const isSubscribe = input.is_subscribe === 1 ? 1 : 0;
    if (isSubscribe) subscribe(user.email);
    else unsubscribe(user.email);
    return response(200).json({
      success: true,
      message: isSubscribe ? ACCOUNT_MESSAGES.subscribed : ACCOUNT_MESSAGES.unsubscribed,
      data: { is_subscribe: isSubscribe },
    });
  }),

  // Avatars live beside the catalogue images under /media on the API origin.
  mswHttp.get(`*${MEDIA_PREFIX}/avatars/:file`, ({ params }) => {
    const upload = store.uploads.get(`avatars/${String(params.file)}`);
    if (!upload) return HttpResponse.json(failure('Not Found'), { status: 404 });
    return new HttpResponse(upload.body, {
      headers: { 'content-type': upload.type, 'cache-control': 'public, max-age=31536000, immutable' },
    });
  }),
];
