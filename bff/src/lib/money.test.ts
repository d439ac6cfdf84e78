import { describe, expect, it } from 'vitest';
import { imageSet, mediaUrl } from './images';
import { poundsToPence } from './money';

describe('poundsToPence', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['0.07', 7],
    ['19', 1900],
    ['-3.20', -320],
    [4.1, 410],
  ])('%s -> %i pence', (pounds, pence) => {
    expect(poundsToPence(pounds)).toBe(pence);
  });

  it('refuses what is not an amount', () => {
    expect(() => poundsToPence('12.345')).toThrow(TypeError);
    expect(() => poundsToPence('£5')).toThrow(TypeError);
  });
});

describe('imageSet', () => {
  it('gives the three upstream sizes under /media/', () => {
    const image = imageSet('products/standard-business-cards.svg', 'Standard Business Cards');
    expect(image.src).toBe('/media/products/medium_standard-business-cards.svg');
    expect(image.srcSet).toBe(
      '/media/products/small_standard-business-cards.svg 400w, ' +
        '/media/products/medium_standard-business-cards.svg 800w, ' +
        '/media/products/standard-business-cards.svg 1200w',
    );
    expect(image.alt).toBe('Standard Business Cards');
  });

  it('encodes each path segment', () => {
    expect(mediaUrl('/sliders/summer sale.svg')).toBe('/media/sliders/summer%20sale.svg');
  });
});
