import { NONCE, secureHeaders } from 'hono/secure-headers';

/**
 * Headers for every answer. The CSP fits the server-rendered app: scripts only from our own origin,
 * or inline with this answer's nonce (the page's data and hydration scripts), inline styles allowed because React style props and toast
 * libraries inject them, images from our origin (/media is proxied) plus data/blob URLs, the promo
 * video from YouTube's privacy-enhanced host. Handlers may set their own CSP (the media proxy does).
 */
export function shopSecureHeaders() {
  return secureHeaders({
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'"],
      frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: ['self'] },
  });
}
