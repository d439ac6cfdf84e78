import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { gzipAsync } from '@gfx/zopfli';

/**
 * The browser's files compressed once, at build time, as well as they compress: Brotli at its highest
 * quality for browsers, and gzip made with Zopfli (about 4% smaller than zlib's best) for clients
 * without Brotli. The BFF sends these files as they are (serveStatic's precompressed), so no request
 * pays for compressing a script, and every visitor gets fewer bytes.
 */
export function precompressedCopies() {
  return compression({
    include: /\.(?:js|css|svg|json|txt|xml|webmanifest)$/,
    threshold: 1024,
    algorithms: [
      'brotliCompress',
      // One pass: further Zopfli iterations save under 0.2% more and cost a second more per large file.
      defineAlgorithm(async (input) => Buffer.from(await gzipAsync(input as Uint8Array, { numiterations: 1 })), {}),
    ],
  });
}
