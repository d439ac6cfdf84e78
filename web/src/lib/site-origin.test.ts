import { describe, expect, it } from 'vitest';
import { absoluteUrl, findRequestOriginWith, keepRenderedOrigin } from './site-origin';

describe('the shop origin links name', () => {
  it("is the page's own, then the one the page was rendered with, and on the server the request's", () => {
    expect(absoluteUrl('/business-cards')).toBe(`${window.location.origin}/business-cards`);

    // The browser learns it with the page: a shop behind another public name links to that name.
    keepRenderedOrigin('https://shop.example.co.uk');
    expect(absoluteUrl('/business-cards')).toBe('https://shop.example.co.uk/business-cards');
    expect(absoluteUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');

    let rendering: string | undefined = 'https://www.example.co.uk';
    findRequestOriginWith(() => rendering);
    expect(absoluteUrl('/')).toBe('https://www.example.co.uk/');
    rendering = undefined;
    expect(absoluteUrl('/')).toBe('https://shop.example.co.uk/');
  });
});
