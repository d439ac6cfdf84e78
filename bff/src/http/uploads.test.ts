// The server gives a request the upload's longer time by its path, from the routes marked as uploads.
import { describe, expect, it } from 'vitest';
import { useShopHarness } from '@bff/session/test-harness';
import { uploadPaths } from './uploads';

const shop = useShopHarness();

describe('the upload paths', () => {
  it('are every route that takes a file, and no other', () => {
    expect([...uploadPaths(shop.bff.app.routes)].sort()).toEqual([
      '/api/account/avatar',
      '/api/checkout/artwork',
      '/api/jobs/apply',
      '/api/registration/student',
    ]);
  });
});
