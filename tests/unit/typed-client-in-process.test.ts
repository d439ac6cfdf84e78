// The web's typed client, with its fetch bound to the BFF app in-process: what server rendering will
// use to load a page's data without a network hop. Same paths, same answers, same BffError.
import { describe, expect, it } from 'vitest';
import { useShopHarness } from '@bff/session/test-harness';
import { SAME_ORIGIN } from '@bff/upstream/test-upstream';
import { BffError, answer, createBffClient } from '@web/lib/bff-client';

describe('the typed BFF client bound to the app in-process', () => {
  const shop = useShopHarness();
  const inProcess = () =>
    createBffClient('http://localhost', (input, init) => {
      const request = new Request(input, init);
      for (const [name, value] of Object.entries(SAME_ORIGIN)) request.headers.set(name, value);
      return Promise.resolve(shop.bff.app.fetch(request));
    });

  it('answers a route with its typed body, never touching the network', async () => {
    const bootstrap = await answer(inProcess().bootstrap.$get());
    expect(bootstrap.menus.length).toBeGreaterThan(0);
    expect(bootstrap.company.name).not.toBe('');
  });

  it("turns a refusal into the BffError the browser's client gives", async () => {
    const error: unknown = await answer(inProcess().pages[':slug'].$get({ param: { slug: 'no-such-page' }, query: {} })).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(BffError);
    expect(error).toMatchObject({ status: 404, code: 'not_found' });
  });
});
