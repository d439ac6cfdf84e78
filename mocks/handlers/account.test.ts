import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../data/users';
import { isSubscribed, resetStore } from '../store';
import { call, login } from '../test-client';
import { ACCOUNT_MESSAGES } from './account';

beforeEach(() => resetStore());

describe('account', () => {
  it('updates the profile and returns it', async () => {
    const token = await login(DEMO_EMAILS.business, DEMO_PASSWORD);
    const { status, body } = await call('POST', '/auth/profile', {
      token,
      json: { title: 'Dr.', first_name: 'Jim', last_name: 'Carter', contact_no: '020 7946 0999', company: 'Brickfield & Co' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: ACCOUNT_MESSAGES.profileUpdated, data: { title: 'Dr.', first_name: 'Jim', company: 'Brickfield & Co' } });
    expect((await call('GET', '/auth/user', { token })).body.data.contact_no).toBe('020 7946 0999');
    expect((await call('POST', '/auth/profile', { token, json: { title: 'Sir' } })).body.errors).toEqual({
      title: ['The selected title is invalid.'],
      first_name: ['The first name field is required.'],
      last_name: ['The last name field is required.'],
    });
  });

  it('changes the password only with the current one, keeping this session', async () => {
    const token = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const other = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const wrong = await call('POST', '/reset-password-for-current-user', {
      token,
      json: { current_password: 'nope', password: 'Fresh-Ink-7', password_confirmation: 'Fresh-Ink-7' },
    });
    expect(wrong.body.errors).toEqual({ current_password: [ACCOUNT_MESSAGES.currentPasswordWrong] });

    const changed = await call('POST', '/reset-password-for-current-user', {
      token,
      json: { current_password: DEMO_PASSWORD, password: 'Fresh-Ink-7', password_confirmation: 'Fresh-Ink-7' },
    });
    expect(changed.body).toEqual({ success: true, message: ACCOUNT_MESSAGES.passwordChanged });
    expect((await call('GET', '/auth/user', { token })).status).toBe(200);
    expect((await call('GET', '/auth/user', { token: other })).status).toBe(401);
    await expect(login(DEMO_EMAILS.verified, 'Fresh-Ink-7')).resolves.toEqual(expect.any(String));
  });

  it('stores an uploaded avatar and serves it under /media', async () => {
    const token = await login(DEMO_EMAILS.student, DEMO_PASSWORD);
    const form = new FormData();
    form.set('profile_image', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }));
    const { body } = await call('POST', '/auth/profile/avatar', { token, form });
    expect(body.data.profile_image).toMatch(/^avatars\/.+\.png$/);
    expect((await call('GET', '/auth/user', { token })).body.data.profile_image).toBe(body.data.profile_image);
    expect((await call('GET', `/media/${body.data.profile_image}`)).status).toBe(200);

    form.set('profile_image', new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }));
    expect((await call('POST', '/auth/profile/avatar', { token, form })).status).toBe(422);
  });

  it('serves the seeded avatars', async () => {
    const { status, body } = await call('GET', '/media/avatars/olivia-bennett.svg');
    expect(status).toBe(200);
    expect(body).toContain('<svg');
  });

  it('saves the newsletter preference', async () => {
    const token = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const off = await call('POST', '/auth/newsletter-preference', { token, json: { is_subscribe: 0 } });
    expect(off.body).toEqual({ success: true, message: ACCOUNT_MESSAGES.unsubscribed, data: { is_subscribe: 0 } });
    expect(isSubscribed(DEMO_EMAILS.verified)).toBe(false);
    expect((await call('GET', '/auth/user', { token })).body.data.is_subscribe).toBe(0);
  });
});
