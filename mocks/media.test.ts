// @vitest-environment jsdom
// jsdom for its DOMParser: every generated SVG must parse as XML.
import { getResponse } from 'msw';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { catalogue, findVariation, productOf } from './data/catalogue';
import { colourImagePath, mediaPaths, renderMedia } from './data/images';
import { mediaHandler, serveMedia } from './media';

const svgSize = (svg: string) => {
  const match = /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
};

async function pictureSize(response: Response) {
  const { format, width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { format, width, height };
}

describe('media', () => {
  it('serves every product picture in three 4:3 sizes as WebP', async () => {
    const variation = catalogue.variations[0]!;
    for (const [prefix, width] of [['small_', 400], ['medium_', 800], ['', 1200]] as const) {
      const response = (await serveMedia(`/media/${variation.image.replace('products/', `products/${prefix}`)}`))!;
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(await pictureSize(response)).toEqual({ format: 'webp', width, height: (width * 3) / 4 });
    }
  });

  it('serves slides as wide banners, icons as SVG, and answers 404 for anything else', async () => {
    expect(await pictureSize((await serveMedia('/media/sliders/small_same-day-printing.webp'))!)).toEqual({ format: 'webp', width: 400, height: 150 });
    const icon = (await serveMedia('/media/icons/same-day.svg'))!;
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(svgSize(await icon.text())).toEqual({ width: 96, height: 96 });
    expect(await serveMedia('/media/products/no-such-thing.webp')).toBeNull();
    expect(await serveMedia('/api/v1/menus')).toBeNull();
    const missing = await getResponse([mediaHandler], new Request('http://upstream.test/media/products/missing.webp'));
    expect(missing?.status).toBe(404);
    const found = await getResponse([mediaHandler], new Request(`http://upstream.test/media/${catalogue.categories[0]!.image}`));
    expect(found?.status).toBe(200);
    expect(found?.headers.get('content-type')).toBe('image/webp');
  });

  it('generates a titled SVG document for every image it lists', () => {
    const paths = mediaPaths();
    expect(paths.length).toBeGreaterThan(catalogue.variations.length);
    for (const path of paths) expect(renderMedia(path), path).toMatch(/^<svg [^>]*><title>[^<]+<\/title>[\s\S]*<\/svg>$/);
  });

  it('draws every kind of product, slide and icon as well-formed XML', () => {
    const parser = new DOMParser();
    expect(parser.parseFromString('<svg><g></svg>', 'image/svg+xml').getElementsByTagName('parsererror').length).toBeGreaterThan(0);
    // One variation per kind of drawing (plus one in a garment colour) covers every code path cheaply.
    const oneOfEachKind = [...new Map(catalogue.variations.map((v) => [productOf(v).art, v.image])).values()];
    const samples = [...oneOfEachKind, colourImagePath(findVariation('gildan-heavy-cotton-t-shirt')!, 'Red'), ...mediaPaths().filter((p) => /^(sliders|icons)\//.test(p))];
    for (const path of samples) {
      const doc = parser.parseFromString(renderMedia(path)!, 'image/svg+xml');
      expect(doc.getElementsByTagName('parsererror'), path).toHaveLength(0);
    }
  });
});
