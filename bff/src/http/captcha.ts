import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { ExpiringKeys } from '@bff/shared-state/shared-state';
import type { AppEnv } from './app-env';
import { ApiFailure } from './errors';

/**
 * The shop's captcha (the contact form, and a login once its account's counter is spent): ALTCHA proof of work, self-hosted (no third party sees the shopper),
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

/** A challenge route's answer: one challenge per solve, as a cached one would be refused as already used. */
export async function issueCaptchaChallenge(c: Context<AppEnv>) {
  c.header('Cache-Control', 'no-store');
  return c.json(await createCaptchaChallenge(captchaSecrets(c.var.config.SESSION_SECRET)));
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
      kind: 'claimed';
      /** Keeps the answer the message got with the solution: a repeat of the message is told the same. */
      sent: (answer: string) => Promise<void>;
      /** Frees the solution again, for when the message could not be sent: the shopper retries without re-solving. */
      release: () => Promise<void>;
    }
  /**
   * The solution has sent this very message already: the shopper sends again because the answer was
   * lost on the way. `answer` is what it got, or null while that send still waits for it (or its
   * answer could not be kept); `claimedAt` (epoch ms) is when that send began.
   */
  | { kind: 'sent'; answer: string | null; claimedAt: number }
  | { kind: 'refused'; message: string };

/**
 * What a used solution's nonce holds: which message it sends (a digest), the payload that claimed it
 * (a digest), when, and once sent, the answer it got.
 */
const ClaimSchema = v.object({ message: v.string(), payload: v.optional(v.string()), at: v.optional(v.number(), 0), answer: v.optional(v.string()) });

function readClaim(stored: string | undefined) {
  try {
    const parsed = v.safeParse(ClaimSchema, JSON.parse(stored ?? 'null'));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/** A digest: the store keeps no name, address or words of the shopper's. */
const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * Checks a solution and claims it for `message`: `used` remembers accepted challenge nonces (on every
 * instance, with Redis) until the challenge has lapsed anyway, so each solution sends one message only.
 * The same message again with the same solution is not another message: it is told what the first got,
 * even once the challenge has lapsed (sent just before, its answer lost, sent again just after); only
 * the very payload that claimed the nonce counts, as an expired challenge is checked no further.
 */
export async function verifyCaptcha(payload: string, secrets: CaptchaSecrets, used: ExpiringKeys, message: object): Promise<CaptchaVerdict> {
  const parsed = parsePayload(payload);
  if (!parsed) return { kind: 'refused', message: CAPTCHA_INVALID_MESSAGE };
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
    return { kind: 'refused', message: CAPTCHA_INVALID_MESSAGE };
  }
  if (!result.expired && !result.verified) return { kind: 'refused', message: CAPTCHA_INVALID_MESSAGE };
  const nonce = challenge.parameters.nonce;
  const sending = digest(JSON.stringify(message));
  const claimedBy = digest(payload);
  if (!result.expired) {
    const claim = { message: sending, payload: claimedBy, at: Date.now() };
    if (await used.add(nonce, LIFETIME_MS, JSON.stringify(claim))) {
      return {
        kind: 'claimed',
        sent: (answer) => used.set(nonce, JSON.stringify({ ...claim, answer }), LIFETIME_MS),
        release: () => used.delete(nonce),
      };
    }
  }
  const claim = readClaim(await used.get(nonce));
  if (claim?.message === sending && (!result.expired || claim.payload === claimedBy)) {
    return { kind: 'sent', answer: claim.answer ?? null, claimedAt: claim.at };
  }
  return { kind: 'refused', message: result.expired ? CAPTCHA_EXPIRED_MESSAGE : CAPTCHA_INVALID_MESSAGE };
}

/**
 * Claims the request's solution with the app's secret and store, or refuses the call (400
 * 'captcha_refused', on the captcha field): the box must be ticked anew. Gives back the release.
 */
export async function claimCaptcha(c: Context<AppEnv>, payload: string): Promise<() => Promise<void>> {
  // Claimed for a call of its own, which no other call is: a second use is refused, never taken for a repeat.
  const verdict = await verifyCaptcha(payload, captchaSecrets(c.var.config.SESSION_SECRET), c.var.shared.usedCaptchas, { call: randomUUID() });
  if (verdict.kind !== 'claimed') {
    const message = verdict.kind === 'refused' ? verdict.message : CAPTCHA_INVALID_MESSAGE;
    throw new ApiFailure(400, 'captcha_refused', message, { captcha: [message] });
  }
  return verdict.release;
}
