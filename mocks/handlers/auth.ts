import { randomUUID } from 'node:crypto';
import type { components } from '../../bff/src/generated/upstream';
import { apiDateTime, http } from '../base';
import { company } from '../data/content';
import { ACCOUNT_TYPES, TITLES, createUser, hashPassword, passwordMatches, type UserRecord } from '../data/users';
import {
  TOKEN_TTL,
  findUserByEmail,
  findUserByUuid,
  isLive,
  isSubscribed,
  issueSession,
  nowIso,
  sendPasswordEmail,
  sendVerificationEmail,
  store,
  subscribe,
  userForSession,
  type PasswordToken,
} from '../store';
import {
  VALIDATION_MESSAGE,
  confirmed,
  email,
  failure,
  file,
  max,
  min,
  oneOf,
  readForm,
  readJson,
  required,
  string,
  validate,
  type FieldErrors,
  type Input,
  type Rule,
} from '../validation';

type Schemas = components['schemas'];

export const AUTH_MESSAGES = {
  unauthenticated: 'Unauthenticated.',
  badCredentials: 'These credentials do not match our records.',
  unverified: 'Your account is unverified.',
  registered: 'You have been successfully registered. Please check your email and verify your account.',
  verified: 'You have successfully verified your account from your email.',
  verificationExpired: 'Sorry! your account verification token is expired.',
  verificationInvalid: 'Your account verification token is expired or invalid.',
  resent: 'Please check your email and verified your account.',
  alreadyVerified: 'Your account is already verified.',
  userNotFound: 'Sorry, we could not find that account.',
  emailUnknown: "We can't find a user with that email address.",
  resetSent: 'We have emailed your password reset link.',
  passwordTokenValid: 'Your password reset link is valid.',
  passwordTokenExpired: 'Sorry! your password reset link is expired.',
  passwordTokenInvalid: 'Sorry! your password reset link is invalid.',
  passwordReset: 'Your password has been reset successfully. Please log in with your new password.',
  passwordSet: 'Your password has been set successfully. You can now log in.',
  loggedOut: 'You have been logged out.',
} as const;

const ACCOUNT_MANAGER: Schemas['AccountManager'] = {
  name: 'Hannah Okafor',
  email: 'hannah.okafor@printshoplondon.co.uk',
  contact_no: company.contactNumbers[1],
};

export function toUserProfile(user: UserRecord): Schemas['UserProfile'] {
  return {
    id: user.id,
    uuid: user.uuid,
    title: (TITLES as readonly string[]).includes(user.title) ? (user.title as Schemas['Title']) : null,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    contact_no: user.contact_no,
    company: user.company,
    university: user.university,
    profile_image: user.profile_image,
    user_type: user.user_type,
    account_type_id: user.account_type_id,
    is_subscribe: isSubscribed(user.email) ? 1 : 0,
    address: user.address,
    city: user.city,
    post_code: user.post_code,
    country: user.country,
    email_verified_at: user.email_verified_at === null ? null : apiDateTime(user.email_verified_at),
    created_at: apiDateTime(user.created_at),
  };
}

export function toUserAccount(user: UserRecord): Schemas['UserAccount'] & { discount_percent: number } {
  const type = ACCOUNT_TYPES[user.account_type_id];
  const isTrade = user.account_type_id === 2 || user.account_type_id === 3;
  return {
    account_type_id: user.account_type_id,
    account_type: type.name,
    discount_percent: type.discount_percent,
    pay_by_invoice: isTrade,
    account_manager: isTrade ? ACCOUNT_MANAGER : null,
  };
}

/** The user behind `Authorization: Bearer …`, if the token is known and unexpired. */
export function bearerUser(request: Request): UserRecord | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return userForSession(match?.[1]);
}

export function bearerToken(request: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
}

/** Password rules shared by registration and every password-setting call (min 6, max 30, confirmed). */
export const PASSWORD_RULES = [required, string, min(6), max(30), confirmed];

const NAME_RULES = [required, string, max(60)];
const EMAIL_RULES = [required, string, email, max(60), confirmed];

const baseRegistrationRules = {
  title: [required, oneOf(TITLES)],
  first_name: NAME_RULES,
  last_name: NAME_RULES,
  email: EMAIL_RULES,
  password: PASSWORD_RULES,
};
const tradeRules = {
  company: [required, string, max(200)],
  contact_no: [required, string, max(20)],
  is_subscribe: [required, oneOf([0, 1, '0', '1'])],
};
const registrationRules: Record<1 | 2 | 3 | 4, Record<string, readonly Rule[]>> = {
  1: baseRegistrationRules,
  2: { ...baseRegistrationRules, ...tradeRules },
  3: { ...baseRegistrationRules, ...tradeRules, designer_amount: [required, oneOf(['1-5', '6-19', '20-49', '50 +'])] },
  4: {
    ...baseRegistrationRules,
    // Students confirm their password but not their email.
    email: [required, string, email, max(60)],
    university: [required, string, max(1000)],
    contact_no: [required, string, max(20)],
    is_subscribe: [required, oneOf(['0', '1'])],
    proof_file: [required, file({ extensions: ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx'], maxKb: 5120 })],
  },
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : null);

/**
 * Validates and creates an unverified account, then mails its verification link. Returns the
 * Laravel-style field errors when the input is refused.
 */
function register(input: Input, accountTypeId: 1 | 2 | 3 | 4): { errors: FieldErrors } | { user: UserRecord } {
  const errors = validate(input, registrationRules[accountTypeId]) ?? {};
  if (!errors.email && typeof input.email === 'string' && findUserByEmail(input.email)) {
    errors.email = ['The email has already been taken.'];
  }
  if (Object.keys(errors).length > 0) return { errors };

  const uuid = randomUUID();
  const proof = input.proof_file instanceof File ? input.proof_file : null;
  const user = createUser({
    id: Math.max(0, ...store.users.map((existing) => existing.id)) + 1,
    uuid,
    title: String(input.title),
    first_name: String(text(input.first_name)),
    last_name: String(text(input.last_name)),
    email: String(text(input.email)),
    password: String(input.password),
    contact_no: text(input.contact_no),
    company: text(input.company),
    university: text(input.university),
    designer_amount: accountTypeId === 3 ? (input.designer_amount as UserRecord['designer_amount']) : null,
    proof_file: proof ? `proofs/${uuid}.${proof.name.split('.').pop()?.toLowerCase()}` : null,
    account_type_id: accountTypeId,
    user_type: '1',
    email_verified_at: null,
    created_at: nowIso(),
  });
  store.users.push(user);
  if (String(input.is_subscribe) === '1') subscribe(user.email);
  sendVerificationEmail(user);
  return { user };
}

/** A password token of the given purpose, told apart as unknown, expired or usable. */
function passwordToken(token: string, purpose: PasswordToken['purpose']) {
  const record = store.passwordTokens.get(token);
  if (!record || record.purpose !== purpose) return { state: 'invalid' as const };
  if (!isLive(record)) return { state: 'expired' as const };
  const user = findUserByUuid(record.userUuid);
  return user ? { state: 'valid' as const, user } : { state: 'invalid' as const };
}

/** Sets a password from a mailed token; every session of that user ends, as after a reset. */
function setPasswordWithToken(token: string, user: UserRecord, password: string): void {
  user.password_hash = hashPassword(user.uuid, password);
  user.email_verified_at ??= nowIso();
  store.passwordTokens.delete(token);
  for (const [key, session] of store.sessions) if (session.userUuid === user.uuid) store.sessions.delete(key);
}

export const authHandlers = [
  http.post('/auth/login', async ({ request, response }) => {
    const input = await readJson(request);
    const errors = validate(input, { email: [required, string, email, max(60)], password: [required, string, max(30)] });
    if (errors) return response('4XX').json(failure(VALIDATION_MESSAGE, errors), { status: 422 });

    const user = findUserByEmail(String(input.email));
    // The password is checked before the verification state, so an unverified uuid is only
    // revealed to someone who knows the password.
    if (!user || !passwordMatches(user, String(input.password))) {
      return response('4XX').json(failure(AUTH_MESSAGES.badCredentials, { email: [AUTH_MESSAGES.badCredentials] }), {
        status: 422,
      });
    }
    if (user.email_verified_at === null) {
      return response(403).json({ ...failure(AUTH_MESSAGES.unverified), data: { uuid: user.uuid } });
    }
    const token = issueSession(user);
    return response(200).json({
      success: true,
      data: { token, token_type: 'Bearer', expires_at: apiDateTime(new Date(Date.now() + TOKEN_TTL.session).toISOString()) },
    });
  }),

  http.get('/auth/user', ({ request, response }) => {
    const user = bearerUser(request);
    if (!user) return response('4XX').json(failure(AUTH_MESSAGES.unauthenticated), { status: 401 });
    return response(200).json({ success: true, data: toUserProfile(user), user_account: toUserAccount(user) });
  }),

  http.post('/auth/register', async ({ request, response }) => {
    const input = await readJson(request);
    const accountType = Number(input.account_type_id);
    if (accountType !== 1 && accountType !== 2 && accountType !== 3) {
      return response('4XX').json(failure(VALIDATION_MESSAGE, { account_type_id: ['The selected account type id is invalid.'] }), {
        status: 422,
      });
    }
    const result = register(input, accountType);
    if ('errors' in result) return response('4XX').json(failure(VALIDATION_MESSAGE, result.errors), { status: 422 });
    return response(200).json({ success: true, uuid: result.user.uuid, message: AUTH_MESSAGES.registered });
  }),

  http.post('/auth/register/student', async ({ request, response }) => {
    const input = await readForm(request);
    if (String(input.account_type_id) !== '4') {
      return response('4XX').json(failure(VALIDATION_MESSAGE, { account_type_id: ['The selected account type id is invalid.'] }), {
        status: 422,
      });
    }
    const result = register(input, 4);
    if ('errors' in result) return response('4XX').json(failure(VALIDATION_MESSAGE, result.errors), { status: 422 });
    return response(200).json({ success: true, uuid: result.user.uuid, message: AUTH_MESSAGES.registered });
  }),

  http.post('/auth/logout', ({ request, response }) => {
    const token = bearerToken(request);
    if (!token || !bearerUser(request)) return response('4XX').json(failure(AUTH_MESSAGES.unauthenticated), { status: 401 });
    store.sessions.delete(token);
    return response(200).json({ success: true, message: AUTH_MESSAGES.loggedOut });
  }),

  http.get('/resend/{uuid}', ({ params, response }) => {
    const user = findUserByUuid(params.uuid);
    if (!user) return response('4XX').json(failure(AUTH_MESSAGES.userNotFound), { status: 404 });
    if (user.email_verified_at !== null) return response('4XX').json(failure(AUTH_MESSAGES.alreadyVerified), { status: 422 });
    sendVerificationEmail(user);
    return response(200).json({ success: true, message: AUTH_MESSAGES.resent });
  }),

  http.get('/user/{uuid}', ({ params, response }) => {
    const user = findUserByUuid(params.uuid);
    if (!user) return response('4XX').json(failure(AUTH_MESSAGES.userNotFound), { status: 404 });
    return response(200).json({ success: true, data: { email: user.email } });
  }),

  http.get('/check-user', ({ query, response }) => {
    const address = query.get('email') ?? '';
    const errors = validate({ email: address }, { email: [required, email, max(60)] });
    if (errors) return response('4XX').json(failure(VALIDATION_MESSAGE, errors), { status: 422 });
    const user = findUserByEmail(address);
    return response(200).json({ success: true, data: { exists: !!user, is_verified: !!user && user.email_verified_at !== null } });
  }),

  http.get('/account-verify/{token}', ({ params, response }) => {
    const record = store.verificationTokens.get(params.token);
    const user = record && findUserByUuid(record.userUuid);
    if (!record || !user) return response('4XX').json(failure(AUTH_MESSAGES.verificationInvalid), { status: 404 });
    if (!isLive(record)) {
      return response(410).json({ ...failure(AUTH_MESSAGES.verificationExpired), data: { uuid: user.uuid } });
    }
    user.email_verified_at = nowIso();
    store.verificationTokens.delete(params.token);
    return response(200).json({ success: true, message: AUTH_MESSAGES.verified, data: { uuid: user.uuid } });
  }),

  http.get('/check-password-token-validity/{token}', ({ params, response }) => {
    const found = passwordToken(params.token, 'reset');
    if (found.state === 'invalid') return response('4XX').json(failure(AUTH_MESSAGES.passwordTokenInvalid), { status: 404 });
    if (found.state === 'expired') return response('4XX').json(failure(AUTH_MESSAGES.passwordTokenExpired), { status: 410 });
    return response(200).json({
      success: true,
      message: AUTH_MESSAGES.passwordTokenValid,
      data: { token: params.token, email: found.user.email },
    });
  }),

  http.post('/send-email-for-forget-password-token/{n}', async ({ request, response }) => {
    const input = await readJson(request);
    const errors = validate(input, { email: [required, string, email, max(60)] });
    if (errors) return response('4XX').json(failure(VALIDATION_MESSAGE, errors), { status: 422 });
    const user = findUserByEmail(String(input.email));
    if (!user) return response('4XX').json(failure(AUTH_MESSAGES.emailUnknown, { email: [AUTH_MESSAGES.emailUnknown] }), { status: 422 });
    sendPasswordEmail(user, 'reset');
    return response(200).json({ success: true, message: AUTH_MESSAGES.resetSent });
  }),

  ...(
    [
      ['/reset-password-for-forgot/{token}', 'reset', AUTH_MESSAGES.passwordReset],
      ['/set-password-for-new-customer/{token}', 'set', AUTH_MESSAGES.passwordSet],
    ] as const
  ).map(([path, purpose, message]) =>
    http.post(path, async ({ params, request, response }) => {
      const found = passwordToken(params.token, purpose);
      if (found.state === 'invalid') return response('4XX').json(failure(AUTH_MESSAGES.passwordTokenInvalid), { status: 404 });
      if (found.state === 'expired') return response('4XX').json(failure(AUTH_MESSAGES.passwordTokenExpired), { status: 410 });
      const input = await readJson(request);
      const errors = validate(input, { password: PASSWORD_RULES });
      if (errors) return response('4XX').json(failure(VALIDATION_MESSAGE, errors), { status: 422 });
      setPasswordWithToken(params.token, found.user, String(input.password));
      return response(200).json({ success: true, message });
    }),
  ),
];
