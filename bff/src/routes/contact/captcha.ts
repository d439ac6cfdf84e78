import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import * as v from 'valibot';
import type { ExpiringKeys } from '@bff/shared-state/shared-state';

/**
 * The contact form's captcha: ALTCHA proof of work, self-hosted (no third party sees the shopper),
 * solved by the widget in the browser and checked here with HMAC signatures only.
 *
 * The work: PBKDF2 at 1,000 iterations per guess and 1,000-3,000 guesses, one to two seconds in a
 * phone's browser, which a person waits once but a spam run pays for every message. Deterministic
 * mode (a known counter with a signed key) makes the check one HMAC, not a key derivation.
 */
const WORK = { algorithm: 'PBKDF2/SHA-256', cost: 1000, counterMin: 1000, counterMax: 3000 } as const;

/** Long enough to write a message after ticking the box; the widget asks for a new one when it lapses. */
const LIFETIME_MS = 30 * 60_000;

export const CAPTCHA_INVALID_MESSAGE = 'We could not verify that you are human. Please tick the box again.';
export const CAPTCHA_EXPIRED_MESSAGE = 'The verification has expired. Please tick the box again.';

export interface CaptchaSecrets {
  signature: string;
  key: string;
}

/**
 * Signing keys made from SESSION_SECRET, one per purpose, so the key that seals session cookies is
 * never used for anything else and one secret is all an operator has to set.
 */
export function captchaSecrets(sessionSecret: string): CaptchaSecrets {
  const derive = (purpose: string) => createHmac('sha256', sessionSecret).update(`altcha:${purpose}`).digest('hex');
  return { signature: derive('challenge-signature'), key: derive('key-signature') };
}

export function createCaptchaChallenge(secrets: CaptchaSecrets): Promise<Challenge> {
  return createChallenge({
    algorithm: WORK.algorithm,
    cost: WORK.cost,
    counter: randomInt(WORK.counterMin, WORK.counterMax),
    deriveKey,
    expiresAt: new Date(Date.now() + LIFETIME_MS),
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.key,
  });
}

// The widget's payload: base64 of `{ challenge, solution }`. Checked for shape before the library sees it.
const PayloadSchema = v.object({
  challenge: v.object({
    parameters: v.looseObject({
      algorithm: v.string(),
      nonce: v.string(),
      salt: v.string(),
      cost: v.number(),
      keyLength: v.number(),
      keyPrefix: v.string(),
    }),
    signature: v.string(),
  }),
  solution: v.looseObject({ counter: v.number(), derivedKey: v.string() }),
});

function parsePayload(payload: string) {
  try {
    const parsed = v.safeParse(PayloadSchema, JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

export type CaptchaVerdict =
  | {
      ok: true;
      /** Frees the solution again, for when the message could not be sent: the shopper retries without re-solving. */
      release: () => Promise<void>;
    }
  | { ok: false; message: string };

/**
 * Checks a solution and claims it: `used` remembers accepted challenge nonces (on every instance, with
 * Redis) until the challenge has lapsed anyway, so each solution sends one message only.
 */
export async function verifyCaptcha(payload: string, secrets: CaptchaSecrets, used: ExpiringKeys): Promise<CaptchaVerdict> {
  const parsed = parsePayload(payload);
  if (!parsed) return { ok: false, message: CAPTCHA_INVALID_MESSAGE };
  const { challenge, solution } = parsed;
  let result;
  try {
    result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.key,
    });
  } catch {
    // Well-formed JSON with values the library cannot use (bad hex, unknown algorithm): a forgery.
    return { ok: false, message: CAPTCHA_INVALID_MESSAGE };
  }
  if (result.expired) return { ok: false, message: CAPTCHA_EXPIRED_MESSAGE };
  if (!result.verified) return { ok: false, message: CAPTCHA_INVALID_MESSAGE };
  const nonce = challenge.parameters.nonce;
  if (!(await used.add(nonce, LIFETIME_MS))) return { ok: false, message: CAPTCHA_INVALID_MESSAGE };
  return { ok: true, release: () => used.delete(nonce) };
}
