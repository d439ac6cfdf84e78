import { describe, expect, it } from 'vitest';
import { imageSet, mediaUrl } from './images';
import { addVat, poundsToPence } from './money';

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

describe('addVat', () => {
  it('adds the line rate and rounds half up to the penny', () => {
    expect(addVat(1250, '20.00')).toBe(1500);
    expect(addVat(1, '20.00')).toBe(1);
    expect(addVat(3, '20.00')).toBe(4); // 3.6p
    expect(addVat(1025, '5.00')).toBe(1076); // 1076.25p
  });

  it('leaves zero-rated lines (leaflets, booklets) as they are', () => {
    expect(addVat(899, '0.00')).toBe(899);
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
