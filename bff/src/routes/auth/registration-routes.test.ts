import { describe, expect, it } from 'vitest';
import { http } from '@mocks/base';
import { DEMO_EMAILS, DEMO_PASSWORD } from '@mocks/data/users';
import { findUserByEmail } from '@mocks/store';
import { CSRF_HEADER } from '@bff/schemas/csrf';
import { FILE_TOO_LARGE_MESSAGE } from '@bff/schemas/fields';
import { REGISTRATION_REFUSED_MESSAGE } from '@bff/shared/messages';
import type { ApiError } from '@bff/view-models';
import { useShopHarness } from '@bff/session/test-harness';
import { RATE_LIMITS } from '@bff/http/rate-limits';
const shop = useShopHarness();

const person = (email: string) => ({
  title: 'Mrs',
  first_name: 'Grace',
  last_name: 'Adebayo',
  email,
  email_confirmation: email,
  password: 'Secret123',
  password_confirmation: 'Secret123',
});
const trade = { company: 'Adebayo Design Ltd', contact_no: '020 7946 0999', is_subscribe: true, privacy_policy: true };

const register = (body: Record<string, unknown>) => shop.browser.request('/api/registration', { method: 'POST', json: body });

describe('POST /api/registration', () => {
  it.each([
    ['individual', { account_type_id: 1, ...person('grace.individual@example.com') }, 1],
    ['business', { account_type_id: 2, ...person('grace.business@example.com'), ...trade }, 2],
    ['reseller', { account_type_id: 3, ...person('grace.reseller@example.com'), ...trade, designer_amount: '6-19' }, 3],
  ])('registers a %s account and answers its uuid', async (_type, body, accountTypeId) => {
    const response = await register(body);
    expect(response.status).toBe(200);
    const { uuid } = (await response.json()) as { uuid: string };
    const user = findUserByEmail(String(body.email));
    expect(user).toMatchObject({ uuid, account_type_id: accountTypeId, email_verified_at: null });
    // The registration-success page reads the address back by uuid, not yet verified.
    expect(await (await shop.browser.request(`/api/registration/${uuid}`)).json()).toEqual({ email: body.email, verified: false });
  });

  it('checks each type with its own rules and messages (individual passwords need 7 characters)', async () => {
    const response = await register({ account_type_id: 1, ...person('short@example.com'), password: 'Six666', password_confirmation: 'Six666' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiError).error.fields).toEqual({ password: ['Minimum 7 characters'] });

    const business = await register({ account_type_id: 2, ...person('b@example.com'), ...trade, privacy_policy: false });
    expect(((await business.json()) as ApiError).error.fields).toEqual({ privacy_policy: ['Please agree to the privacy policy!'] });
    expect(shop.upstream.requests).toEqual([]);
  });

  it('answers upstream field errors with 400, the concatenated messages and the fields', async () => {
    const response = await register({ account_type_id: 1, ...person(DEMO_EMAILS.verified) });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as ApiError;
    expect(error).toMatchObject({ code: 'registration_refused', message: 'The email has already been taken.' });
    expect(error.fields).toEqual({ email: ['The email has already been taken.'] });
  });

  it("answers an upstream failure with 'Something went wrong!'", async () => {
    shop.upstream.use(http.post('/auth/register', ({ response }) => response('5XX').json({ success: false, message: 'Server Error' }, { status: 503 })));
    const response = await register({ account_type_id: 1, ...person('grace@example.com') });
    expect(response.status).toBe(502);
    expect(((await response.json()) as ApiError).error.message).toBe('Something went wrong!');
  });

  it('refuses to register while logged in', async () => {
    await shop.browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const response = await register({ account_type_id: 1, ...person('grace@example.com') });
    expect(response.status).toBe(403);
    expect(((await response.json()) as ApiError).error.message).toBe(REGISTRATION_REFUSED_MESSAGE);
    expect(findUserByEmail('grace@example.com')).toBeUndefined();
  });

  it('refuses a registration posted from another origin (CSRF)', async () => {
    const response = await shop.bff.app.request('/api/registration', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', [CSRF_HEADER.name]: CSRF_HEADER.value },
      body: JSON.stringify({ account_type_id: 1, ...person('grace@example.com') }),
    });
    expect(response.status).toBe(403);
    expect(findUserByEmail('grace@example.com')).toBeUndefined();
  });
});

// A real 1x1 PNG and a minimal PDF: the BFF reads their bytes.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A Compound File (the container of a Word 97-2003 .doc, an installer, Outlook mail), with or without Word's stream. */
function compoundFile(withWordStream: boolean): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(4096);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  if (withWordStream) bytes.set(Buffer.from('WordDocument', 'utf16le'), 1024);
  return bytes;
}

function studentForm(email: string, proof?: File): FormData {
  const form = new FormData();
  const fields = {
    title: 'Mr.',
    first_name: 'Arjun',
    last_name: 'Mehta',
    university: 'King’s College London',
    email,
    email_confirmation: email,
    contact_no: '07700 900555',
    password: 'Secret12',
    password_confirmation: 'Secret12',
    is_subscribe: '1',
    privacy_policy: '1',
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (proof) form.set('proof_file', proof);
  return form;
}

const registerStudent = (form: FormData) => shop.browser.request('/api/registration/student', { method: 'POST', form });

describe('POST /api/registration/student', () => {
  it.each([
    ['a PNG', new File([PNG], 'student-card.png', { type: 'image/png' }), 'png'],
    ['a PDF', new File([PDF], 'enrolment letter.pdf', { type: 'application/pdf' }), 'pdf'],
    ['a Word 97-2003 document', new File([compoundFile(true)], 'letter.doc', { type: 'application/msword' }), 'doc'],
  ])('registers a student with %s as proof', async (_kind, proof, ext) => {
    const response = await registerStudent(studentForm('arjun@example.com', proof));
    expect(response.status).toBe(200);
    const { uuid } = (await response.json()) as { uuid: string };
    // Forwarded under a name the BFF chose from the content.
    expect(findUserByEmail('arjun@example.com')).toMatchObject({ uuid, account_type_id: 4, proof_file: `proofs/${uuid}.${ext}` });
  });

  it('refuses a 10 MB file with the size message, not a server error', async () => {
    const big = new Uint8Array(10 * 1024 * 1024);
    big.set(PNG);
    const response = await registerStudent(studentForm('arjun@example.com', new File([big], 'scan.png', { type: 'image/png' })));
    expect(response.status).toBe(413);
    expect(((await response.json()) as ApiError).error).toEqual({
      code: 'file_too_large',
      message: FILE_TOO_LARGE_MESSAGE,
      fields: { proof_file: [FILE_TOO_LARGE_MESSAGE] },
    });
    expect(shop.upstream.requests).toEqual([]);
  });

  it('refuses a Compound File that holds no Word document (an installer renamed .doc)', async () => {
    const response = await registerStudent(studentForm('arjun@example.com', new File([compoundFile(false)], 'proof.doc', { type: 'application/msword' })));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiError).error.fields).toEqual({ proof_file: ['Please upload a jpg, jpeg, png, pdf, doc or docx file'] });
    expect(shop.upstream.requests).toEqual([]);
  });

  it('refuses a program renamed .pdf by its content', async () => {
    const exe = new Uint8Array(2048);
    exe.set([0x4d, 0x5a, 0x90, 0x00]);
    const response = await registerStudent(studentForm('arjun@example.com', new File([exe], 'proof.pdf', { type: 'application/pdf' })));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiError).error.fields).toEqual({
      proof_file: ['Please upload a jpg, jpeg, png, pdf, doc or docx file'],
    });
    expect(shop.upstream.requests).toEqual([]);
  });

  it('asks for the proof file when none is sent', async () => {
    const response = await registerStudent(studentForm('arjun@example.com'));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiError).error.fields).toEqual({ proof_file: ['Please upload proof of student file!'] });
  });
});

describe('GET /api/registration/:uuid', () => {
  it('answers 404 for an unknown or malformed uuid', async () => {
    expect((await shop.browser.request('/api/registration/00000000-0000-4000-8000-999999999999')).status).toBe(404);
    expect((await shop.browser.request('/api/registration/not-a-uuid')).status).toBe(404);
  });

  it("gives an unverified account's address, and of a verified account only that it is verified", async () => {
    const verified = findUserByEmail(DEMO_EMAILS.verified)!;
    expect(await (await shop.browser.request(`/api/registration/${verified.uuid}`)).json()).toEqual({ verified: true });
    const waiting = findUserByEmail(DEMO_EMAILS.unverified)!;
    expect(await (await shop.browser.request(`/api/registration/${waiting.uuid}`)).json()).toEqual({ email: DEMO_EMAILS.unverified, verified: false });
  });

  it('limits lookups per client, so uuids cannot be tried in bulk', async () => {
    for (let attempt = 1; attempt <= RATE_LIMITS.registrationLookup.limit; attempt += 1) {
      expect((await shop.browser.request(`/api/registration/00000000-0000-4000-8000-${String(attempt).padStart(12, '0')}`)).status).toBe(404);
    }
    const waiting = findUserByEmail(DEMO_EMAILS.unverified)!;
    expect((await shop.browser.request(`/api/registration/${waiting.uuid}`)).status).toBe(429);
  });
});
