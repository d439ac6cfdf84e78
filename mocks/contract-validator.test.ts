import { describe, expect, it } from 'vitest';
import { contractErrors, expectMatchesContract } from './contract-validator';

const card = {
  id: 1,
  name: 'Standard Business Cards 400gsm Silk',
  title: 'Standard Business Cards',
  slug: 'standard-business-cards-400gsm-silk',
  short_description: 'Heavy 400gsm silk board.',
  image: 'products/standard-business-cards-400gsm-silk.webp',
  min_price: '16.23',
  vat_percent: '20.00',
  uuid: '3f2b8c1e-5d4a-4b6e-9c7d-1a2b3c4d5e6f',
  product: { slug: 'standard-business-cards', uuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', front_sub_menu: { slug: 'business-cards' } },
};

describe('contract validator', () => {
  it('accepts a body that matches, following $refs into components', () => {
    expect(contractErrors('get', '/variations/similar/3', 200, { success: true, data: [card] })).toEqual([]);
  });

  it('reports what is wrong: a money number instead of a decimal string, a missing field, a bad slug', () => {
    const errors = contractErrors('get', '/variations/similar/3', 200, {
      success: true,
      data: [{ ...card, min_price: 16.23, uuid: undefined, slug: 'Not A Slug' }],
    });
    expect(errors.join('\n')).toMatch(/min_price/);
    expect(errors.join('\n')).toMatch(/uuid/);
    expect(errors.join('\n')).toMatch(/slug/);
    expect(() => expectMatchesContract('get', '/variations/similar/3', 200, { success: true, data: [{ ...card, min_price: 16.23 }] })).toThrow(/does not match the contract/);
  });

  it('uses the wildcard 4XX response for errors', () => {
    expect(contractErrors('get', '/menus', 404, { success: false, message: 'Not found.' })).toEqual([]);
    expect(contractErrors('get', '/menus', 404, { success: true })).not.toEqual([]);
  });

  it('refuses to validate against paths or methods the contract does not have', () => {
    expect(() => contractErrors('get', '/no-such-path', 200, {})).toThrow(/no GET \/no-such-path/);
    expect(() => contractErrors('delete', '/menus', 200, {})).toThrow(/no DELETE/);
  });
});
