// The API's body cap goes by the route a request reached: an upload route takes a file, every other
// route a small JSON or form body, whatever Content-Type the client says it sends.
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD } from '@mocks/data/users';
import { useShopHarness } from '@bff/session/test-harness';

const shop = useShopHarness();

const MEGABYTE = 1024 * 1024;

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

/** A multipart form with one field of `bytes` bytes. */
function formOf(field: string, bytes: number, name = 'padding.bin', start: Uint8Array = new Uint8Array(0)): FormData {
  const content = new Uint8Array(bytes);
  content.set(start);
  const form = new FormData();
  form.set(field, new File([content], name, { type: start.length > 0 ? 'image/png' : 'application/octet-stream' }));
  return form;
}

describe('the API body limit', () => {
  it.each([
    ['the newsletter sign-up', '/api/newsletter'],
    ['the login', '/api/session'],
  ])('refuses a 1 MB multipart body to %s, a JSON route, with 413', async (_name, path) => {
    const response = await shop.browser.request(path, { method: 'POST', form: formOf('email', MEGABYTE) });
    expect(response.status).toBe(413);
  });

  it('lets an upload route take a file past the JSON cap', async () => {
    await shop.browser.login(DEMO_EMAILS.business, DEMO_PASSWORD);
    const response = await shop.browser.request('/api/account/avatar', { method: 'POST', form: formOf('profile_image', MEGABYTE, 'me.png', PNG) });
    expect(response.status).toBe(200);
  });
});
