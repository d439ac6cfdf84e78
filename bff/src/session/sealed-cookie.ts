import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { defaults, seal, unseal } from 'iron-webcrypto';
import * as v from 'valibot';
import type { Env } from '../env';
import { requestOrigin } from '../http/origin';
import { OpenedSeals } from './opened-seals';

// Helpers take any router's Context (routers add their own variables); createApp sets `config` for all.
const configOf = (c: Context): Env => c.get('config') as Env;

/**
 * Over https (always in production) cookies carry the `__Host-` prefix, which browsers accept only
 * with Secure, Path=/ and no Domain: no sibling subdomain or plain-http page can plant or overwrite
 * one. Plain-http localhost cannot keep a `__Host-` cookie, so development uses the bare name.
 */
export function isSecureRequest(c: Context): boolean {
  return configOf(c).NODE_ENV === 'production' || requestOrigin(c).startsWith('https:');
}

export interface SealedCookieWrite {
  /** Epoch ms after which the sealed value no longer opens, whatever the browser keeps. */
  expiresAt: number;
  /** A persistent cookie (Max-Age up to expiresAt); otherwise it ends with the browser session. */
  persistent: boolean;
}

export interface SealedCookie<T> {
  /** The value, or null when the cookie is absent, tampered with, expired or sealed with another secret. */
  read(c: Context): Promise<T | null>;
  /** Whether the request carries the cookie at all, whether or not it still opens. */
  isPresent(c: Context): boolean;
  write(c: Context, value: T, options: SealedCookieWrite): Promise<void>;
  clear(c: Context): void;
}

/** The name of every sealed cookie made below (each module makes its own when it loads). */
const shopCookieNames = new Set<string>();

/**
 * Whether a request's Cookie header carries any of the shop's own cookies, under either form of its
 * name. Cookies of other scripts or sites change nothing the shop answers: without one of its own, a
 * shopper is nobody in particular to it.
 */
export function carriesShopCookie(cookieHeader: string | undefined): boolean {
  if (cookieHeader === undefined) return false;
  return cookieHeader.split(';').some((pair) => shopCookieNames.has(pair.split('=', 1)[0]!.trim().replace(/^__Host-/, '')));
}

/**
 * A value kept in the browser but readable only by the BFF: sealed (AES-256-CBC + HMAC-SHA256, iron)
 * with SESSION_SECRET, httpOnly so no script reads it, SameSite=Lax so cross-site posts do not carry it.
 * The shape is checked again on the way in, so a cookie from an older release is simply dropped.
 */
export function sealedCookie<TSchema extends v.GenericSchema>(name: string, schema: TSchema): SealedCookie<v.InferOutput<TSchema>> {
  shopCookieNames.add(name);
  // One table per secret: a seal made with another secret (a rotated one, another app in the same
  // process) is never found under this one.
  const openedBySecret = new Map<string, OpenedSeals>();
  const openedWith = (secret: string) => openedBySecret.get(secret) ?? openedBySecret.set(secret, new OpenedSeals()).get(secret)!;
  const prefix = (c: Context) => (isSecureRequest(c) ? 'host' : undefined);

  function expire(c: Context) {
    deleteCookie(c, name, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isSecureRequest(c), prefix: prefix(c) });
  }

  return {
    async read(c) {
      const sealed = getCookie(c, name, prefix(c));
      if (!sealed) return null;
      const secret = configOf(c).SESSION_SECRET;
      const opened = openedWith(secret);
      try {
        // iron refuses a value past its own ttl, so an old cookie replayed after expiry opens nothing.
        const remembered = opened.get(sealed);
        const value = remembered ?? (await unseal(sealed, secret, defaults));
        // Parsed on every read: each request gets its own copy, whatever a handler does with it.
        const parsed = v.safeParse(schema, value);
        if (parsed.success) {
          if (remembered === undefined) opened.remember(sealed, value);
          return parsed.output;
        }
      } catch {
        // Tampered, expired or sealed with a rotated secret: treated as absent below.
      }
      expire(c);
      return null;
    },
    isPresent(c) {
      return getCookie(c, name, prefix(c)) !== undefined;
    },
    async write(c, value, { expiresAt, persistent }) {
      const ttl = expiresAt - Date.now();
      if (ttl <= 0) {
        expire(c);
        return;
      }
      const sealed = await seal(value, configOf(c).SESSION_SECRET, { ...defaults, ttl });
      setCookie(c, name, sealed, {
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        secure: isSecureRequest(c),
        prefix: prefix(c),
        ...(persistent ? { maxAge: Math.floor(ttl / 1000) } : {}),
      });
    },
    clear(c) {
      if (getCookie(c, name, prefix(c)) !== undefined) expire(c);
    },
  };
}
