import { describe, expect, it } from 'vitest';
import { isWebAddress } from './web-address';

describe('a web address', () => {
  it('is an http or https URL, whatever its case', () => {
    expect(isWebAddress('https://www.facebook.com/printshop')).toBe(true);
    expect(isWebAddress('HTTP://pay.example.com/p?id=1')).toBe(true);
  });

  it('is never a script, data, mail or relative address, nor text that is no URL', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<p>x</p>', 'mailto:sales@example.com', '/pay', 'not a url', '']) {
      expect(isWebAddress(url)).toBe(false);
    }
  });
});
