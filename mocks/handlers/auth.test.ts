import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../data/users';
import { SEED_TOKENS, findUserByEmail, lastEmailFor, resetStore, store } from '../store';
import { call, login } from '../test-client';
import { AUTH_MESSAGES } from './auth';

beforeEach(() => resetStore());

const registration = {
  title: 'Mr.',
  first_name: 'Samuel',
  last_name: 'Okoro',
  email: 'samuel.okoro@example.com',
  email_confirmation: 'samuel.okoro@example.com',
  password: 'Ink-Jet-42',
  password_confirmation: 'Ink-Jet-42',
  account_type_id: 1,
};

/** The token at the end of an emailed link path such as /account-verify?token=… or /change_password/… */
const tokenOf = (path: string) => path.split(/[=/]/).pop() ?? '';

describe('auth/login', () => {
  it('gives a bearer token that opens auth/user', async () => {
    const { status, body } = await call('POST', '/auth/login', { json: { email: DEMO_EMAILS.verified, password: DEMO_PASSWORD } });
    expect(status).toBe(200);
    expect(body.data.token).toMatch(/^[\w-]{30,}$/);

    const me = await call('GET', '/auth/user', { token: body.data.token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: DEMO_EMAILS.verified, first_name: 'Olivia', is_subscribe: 1, user_type: '1' });
    expect(me.body.data).not.toHaveProperty('password_hash');
    expect(me.body.user_account).toMatchObject({ account_type: 'Individual', discount_percent: 0 });
  });

  it('refuses a wrong password with an errors map and no uuid', async () => {
    const { status, body } = await call('POST', '/auth/login', { json: { email: DEMO_EMAILS.unverified, password: 'wrong-one' } });
    expect(status).toBe(422);
    expect(body).toEqual({ success: false, message: AUTH_MESSAGES.badCredentials, errors: { email: [AUTH_MESSAGES.badCredentials] } });
  });

  it('answers an unverified account with its uuid so the mail can be resent', async () => {
    const { status, body } = await call('POST', '/auth/login', { json: { email: DEMO_EMAILS.unverified, password: DEMO_PASSWORD } });
    expect(status).toBe(403);
    expect(body).toMatchObject({ success: false, message: AUTH_MESSAGES.unverified, data: { uuid: findUserByEmail(DEMO_EMAILS.unverified)?.uuid } });
  });

  it('keys validation errors by field', async () => {
    const { status, body } = await call('POST', '/auth/login', { json: { email: 'not-an-email' } });
    expect(status).toBe(422);
    expect(Object.keys(body.errors)).toEqual(['email', 'password']);
  });

  it('gives the account type of business, reseller and student users', async () => {
    const cases = [
      [DEMO_EMAILS.business, 'Business', 5],
      [DEMO_EMAILS.reseller, 'Reseller', 15],
      [DEMO_EMAILS.student, 'Student', 0],
    ] as const;
    for (const [email, type, discount] of cases) {
      const me = await call('GET', '/auth/user', { token: await login(email, DEMO_PASSWORD) });
      expect(me.body.user_account).toMatchObject({ account_type: type, discount_percent: discount });
    }
  });
});

describe('auth/user', () => {
  it('is 401 without a token, with an unknown one and with an expired one', async () => {
    expect((await call('GET', '/auth/user')).status).toBe(401);
    expect((await call('GET', '/auth/user', { token: 'not-a-token' })).status).toBe(401);

    const token = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const session = store.sessions.get(token);
    if (!session) throw new Error('session missing');
    session.expiresAt = Date.now() - 1;
    const expired = await call('GET', '/auth/user', { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated });
  });

  it('stops accepting a token after logout', async () => {
    const token = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    expect((await call('POST', '/auth/logout', { token })).status).toBe(200);
    expect((await call('GET', '/auth/user', { token })).status).toBe(401);
  });
});

describe('registration and verification', () => {
  it('registers, mails a storefront link, verifies through it, then logs in', async () => {
    const registered = await call('POST', '/auth/register', { json: registration });
    expect(registered.status).toBe(200);
    const { uuid } = registered.body;

    expect((await call('POST', '/auth/login', { json: { email: registration.email, password: registration.password } })).status).toBe(403);
    expect((await call('GET', `/user/${uuid}`)).body.data.email).toBe(registration.email);

    const outbox = await call('GET', `/__dev/outbox?email=${encodeURIComponent(registration.email)}`);
    expect(outbox.body.verification.url).toMatch(/^http:\/\/localhost:3000\/account-verify\?token=/);

    const verified = await call('GET', `/account-verify/${tokenOf(outbox.body.verification.path)}`);
    expect(verified.body).toEqual({ success: true, message: AUTH_MESSAGES.verified, data: { uuid } });

    await expect(login(registration.email, registration.password)).resolves.toEqual(expect.any(String));
    // A used link is gone.
    expect((await call('GET', `/account-verify/${tokenOf(outbox.body.verification.path)}`)).status).toBe(404);
  });

  it('refuses a taken email and mismatched confirmations like Laravel', async () => {
    const { status, body } = await call('POST', '/auth/register', {
      json: { ...registration, email: DEMO_EMAILS.verified, email_confirmation: DEMO_EMAILS.verified, password_confirmation: 'other' },
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      email: ['The email has already been taken.'],
      password: ['The password field confirmation does not match.'],
    });
  });

  it('requires the business fields for a reseller', async () => {
    const { status, body } = await call('POST', '/auth/register', { json: { ...registration, account_type_id: 3 } });
    expect(status).toBe(422);
    expect(Object.keys(body.errors).sort()).toEqual(['company', 'contact_no', 'designer_amount', 'is_subscribe']);
  });

  it('registers a student with a proof file over multipart', async () => {
    const form = new FormData();
    const fields = { ...registration, account_type_id: '4', university: 'Goldsmiths, University of London', contact_no: '07700 900999', is_subscribe: '1' };
    for (const [key, value] of Object.entries(fields)) form.set(key, String(value));
    form.set('proof_file', new File(['%PDF-1.7 student card'], 'student-card.pdf', { type: 'application/pdf' }));

    const { status, body } = await call('POST', '/auth/register/student', { form });
    expect(status).toBe(200);
    const user = findUserByEmail(registration.email);
    expect(user).toMatchObject({ uuid: body.uuid, account_type_id: 4, university: 'Goldsmiths, University of London' });
    expect(user?.proof_file).toMatch(/\.pdf$/);
    expect(lastEmailFor(registration.email, 'verification')).toBeDefined();
  });

  it('refuses a student without a proof file, or with a wrong type', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...registration, account_type_id: '4', university: 'UCL', contact_no: '0207', is_subscribe: '0' })) {
      form.set(key, String(value));
    }
    expect((await call('POST', '/auth/register/student', { form })).body.errors.proof_file).toEqual(['The proof file field is required.']);
    form.set('proof_file', new File(['MZ'], 'card.exe'));
    expect((await call('POST', '/auth/register/student', { form })).body.errors.proof_file[0]).toMatch(/must be a file of type: jpg, jpeg, png, pdf, doc, docx/);
  });

  it('answers an expired link with 410 and the uuid, and a resend mails a working one', async () => {
    const expired = await call('GET', `/account-verify/${SEED_TOKENS.expiredVerification}`);
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ message: AUTH_MESSAGES.verificationExpired, data: { uuid: findUserByEmail(DEMO_EMAILS.expiredLink)?.uuid } });

    const resent = await call('GET', `/resend/${expired.body.data.uuid}`);
    expect(resent.body).toEqual({ success: true, message: AUTH_MESSAGES.resent });
    const fresh = lastEmailFor(DEMO_EMAILS.expiredLink, 'verification');
    expect(fresh?.token).not.toBe(SEED_TOKENS.expiredVerification);
    expect((await call('GET', `/account-verify/${fresh?.token}`)).status).toBe(200);
    expect((await call('GET', `/resend/${expired.body.data.uuid}`)).status).toBe(422);
  });

  it('answers an unknown token and an unknown uuid with 404', async () => {
    expect((await call('GET', '/account-verify/nope')).body).toEqual({ success: false, message: AUTH_MESSAGES.verificationInvalid });
    expect((await call('GET', '/user/00000000-0000-4000-8000-999999999999')).status).toBe(404);
  });

  it('tells whether an email belongs to a verified account', async () => {
    expect((await call('GET', `/check-user?email=${DEMO_EMAILS.unverified}`)).body.data).toEqual({ exists: true, is_verified: false });
    expect((await call('GET', '/check-user?email=nobody@example.com')).body.data).toEqual({ exists: false, is_verified: false });
  });
});

describe('passwords by emailed token', () => {
  it('resets a forgotten password and ends the old sessions', async () => {
    const oldToken = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const sent = await call('POST', '/send-email-for-forget-password-token/1', { json: { email: DEMO_EMAILS.verified } });
    expect(sent.body).toEqual({ success: true, message: AUTH_MESSAGES.resetSent });

    const outbox = await call('GET', `/__dev/outbox?email=${DEMO_EMAILS.verified}`);
    expect(outbox.body.password_reset.url).toMatch(/^http:\/\/localhost:3000\/change_password\/[\w-]+$/);
    const token = tokenOf(outbox.body.password_reset.path);

    const checked = await call('GET', `/check-password-token-validity/${token}`);
    expect(checked.body).toMatchObject({ success: true, data: { token, email: DEMO_EMAILS.verified } });

    const mismatch = await call('POST', `/reset-password-for-forgot/${token}`, { json: { password: 'New-Pass-1', password_confirmation: 'x' } });
    expect(mismatch.status).toBe(422);

    const reset = await call('POST', `/reset-password-for-forgot/${token}`, { json: { password: 'New-Pass-1', password_confirmation: 'New-Pass-1' } });
    expect(reset.body).toEqual({ success: true, message: AUTH_MESSAGES.passwordReset });

    expect((await call('GET', '/auth/user', { token: oldToken })).status).toBe(401);
    expect((await call('POST', '/auth/login', { json: { email: DEMO_EMAILS.verified, password: DEMO_PASSWORD } })).status).toBe(422);
    await expect(login(DEMO_EMAILS.verified, 'New-Pass-1')).resolves.toEqual(expect.any(String));
    expect((await call('GET', `/check-password-token-validity/${token}`)).status).toBe(404);
  });

  it('refuses an unknown email and an expired token', async () => {
    const unknown = await call('POST', '/send-email-for-forget-password-token/1', { json: { email: 'nobody@example.com' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.email).toEqual([AUTH_MESSAGES.emailUnknown]);

    await call('POST', '/send-email-for-forget-password-token/1', { json: { email: DEMO_EMAILS.business } });
    const token = lastEmailFor(DEMO_EMAILS.business, 'password-reset')?.token ?? '';
    const record = store.passwordTokens.get(token);
    if (!record) throw new Error('token missing');
    record.expiresAt = Date.now() - 1;
    expect((await call('GET', `/check-password-token-validity/${token}`)).status).toBe(410);
  });

  it('lets a customer created by staff set a first password', async () => {
    expect((await call('POST', '/auth/login', { json: { email: DEMO_EMAILS.newPhoneCustomer, password: 'Daniel-2025' } })).status).toBe(422);
    // A set-password token is not a reset token.
    expect((await call('GET', `/check-password-token-validity/${SEED_TOKENS.setPassword}`)).status).toBe(404);

    const set = await call('POST', `/set-password-for-new-customer/${SEED_TOKENS.setPassword}`, {
      json: { password: 'Daniel-2025', password_confirmation: 'Daniel-2025' },
    });
    expect(set.body).toEqual({ success: true, message: AUTH_MESSAGES.passwordSet });
    const me = await call('GET', '/auth/user', { token: await login(DEMO_EMAILS.newPhoneCustomer, 'Daniel-2025') });
    expect(me.body.data.user_type).toBe('0');
  });
});
