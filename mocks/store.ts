import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { storefrontUrl } from './base';
import { seedCoupons, type CouponRecord } from './data/coupons';
import { seedFeedbackReasons, type FeedbackReason } from './data/feedback';
import { seedJobs, type JobRecord } from './data/jobs';
import { seedOrders, type OrderRecord } from './data/orders';
import { DEMO_EMAILS, createUser, seedAvatars, seedSubscribers, seedUsers, type UserRecord } from './data/users';

/**
 * The mock upstream's whole state, in memory. Seeded deterministically; `resetStore()` puts it back
 * (tests call it in `beforeEach`). Secrets (passwords, tokens) never leave through logs.
 */

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long each kind of token lives (Laravel-like defaults). */
export const TOKEN_TTL = {
  session: 30 * DAY,
  /** A guest's token lasts one checkout, not a month. */
  guestSession: DAY,
  verification: 24 * HOUR,
  passwordReset: 60 * MINUTE,
  setPassword: 7 * DAY,
  unsubscribe: 7 * DAY,
} as const;

export type EmailKind = 'verification' | 'password-reset' | 'set-password' | 'unsubscribe' | 'newsletter';

/** An email the shop would have sent. `path` is a storefront route; see `emailUrl()`. */
export interface OutboxEmail {
  id: number;
  to: string;
  kind: EmailKind;
  subject: string;
  path: string;
  token: string;
  sent_at: string;
}

interface Expiring {
  expiresAt: number;
}
export interface SessionToken extends Expiring {
  userUuid: string;
}
export interface VerificationToken extends Expiring {
  userUuid: string;
}
export interface PasswordToken extends Expiring {
  userUuid: string;
  purpose: 'reset' | 'set';
}
export interface UnsubscribeToken extends Expiring {
  email: string;
}
export interface Subscriber {
  email: string;
  timezone: string;
  created_at: string;
}
export interface JobApplication {
  id: number;
  job_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_no: string;
  linkedin: string | null;
  github: string | null;
  portfolio: string | null;
  other_website: string | null;
  additional_info: string | null;
  cv: { name: string; type: string; size: number } | null;
  created_at: string;
}
export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  message: string;
  created_at: string;
}
export interface UnsubscribeFeedback {
  email: string;
  feedback: string;
  message: string | null;
  created_at: string;
}

/** A print file uploaded for an order line. Only its description is kept: the mock prints nothing. */
export interface ArtworkRecord {
  id: string;
  user_uuid: string;
  file_name: string;
  size: number;
  mime: string;
  created_at: string;
}

export type PaymentState = 'pending' | 'paid' | 'declined';

/** One card payment attempt on an order, settled on the hosted payment page. */
export interface PaymentRecord {
  id: string;
  invoice_no: number;
  user_uuid: string;
  status: PaymentState;
  /** Why it was declined, for the shopper. */
  message: string | null;
  /** Where the hosted page sends the shopper back. */
  return_url: string;
  created_at: string;
}

/** The first answer to an Idempotency-Key, replayed for a repeat with the same body. */
export interface IdempotentAnswer {
  /** Hash of the request body it answered. */
  fingerprint: string;
  body: unknown;
}

export interface Store {
  users: UserRecord[];
  /** Guest checkouts: an email only, a new guest per session, never able to log in. */
  guests: UserRecord[];
  sessions: Map<string, SessionToken>;
  verificationTokens: Map<string, VerificationToken>;
  passwordTokens: Map<string, PasswordToken>;
  subscribers: Map<string, Subscriber>;
  unsubscribeTokens: Map<string, UnsubscribeToken>;
  orders: OrderRecord[];
  coupons: CouponRecord[];
  /** By artwork id. */
  artworks: Map<string, ArtworkRecord>;
  /** By payment id. */
  payments: Map<string, PaymentRecord>;
  /** By `<user uuid>:<key>`: keys are each caller's own. */
  idempotency: Map<string, IdempotentAnswer>;
  jobs: JobRecord[];
  jobApplications: JobApplication[];
  contactMessages: ContactMessage[];
  feedbackReasons: FeedbackReason[];
  unsubscribeFeedback: UnsubscribeFeedback[];
  outbox: OutboxEmail[];
  /** Files customers uploaded (avatars), served under /media by their media-relative path. */
  uploads: Map<string, { type: string; body: Uint8Array }>;
}

/** One object for the life of the process; `resetStore()` refills it so imported references stay valid. */
export const store = {} as Store;

const emailKey = (email: string) => email.trim().toLowerCase();

function newToken(): string {
  return randomBytes(30).toString('base64url');
}

/** An opaque id such as `pay_Xk3…`: unguessable, so one shopper cannot reach another's by counting. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

/** Seeded tokens are fixed (tests and README can name them) but look like real ones. */
function seedToken(label: string): string {
  return createHash('sha256').update(`print-shop-mock:${label}`).digest('base64url').slice(0, 40);
}

export const nowIso = () => new Date().toISOString();

export function isLive(token: Expiring | undefined): token is Expiring {
  return token !== undefined && token.expiresAt > Date.now();
}

export function findUserByEmail(email: string): UserRecord | undefined {
  const key = emailKey(email);
  return store.users.find((user) => emailKey(user.email) === key);
}

export function findUserByUuid(uuid: string): UserRecord | undefined {
  return store.users.find((user) => user.uuid === uuid);
}

export function isSubscribed(email: string): boolean {
  return store.subscribers.has(emailKey(email));
}

export function subscribe(email: string, timezone = 'Europe/London'): void {
  if (!isSubscribed(email)) store.subscribers.set(emailKey(email), { email: email.trim(), timezone, created_at: nowIso() });
}

export function unsubscribe(email: string): void {
  store.subscribers.delete(emailKey(email));
}

export function issueSession(user: UserRecord, ttl: number = TOKEN_TTL.session): string {
  const token = newToken();
  store.sessions.set(token, { userUuid: user.uuid, expiresAt: Date.now() + ttl });
  return token;
}

/** The user a bearer token belongs to (a guest's included), if it is known and unexpired. */
export function userForSession(token: string | null | undefined): UserRecord | undefined {
  if (!token) return undefined;
  const session = store.sessions.get(token);
  if (!isLive(session)) return undefined;
  return findUserByUuid(session.userUuid) ?? store.guests.find((guest) => guest.uuid === session.userUuid);
}

/** A guest checkout: the email only, no password, its own uuid (user_type '2'). */
export function createGuest(email: string): UserRecord {
  const guest = createUser({
    uuid: randomUUID(),
    title: 'Others',
    first_name: '',
    last_name: '',
    email: email.trim(),
    password: null,
    user_type: '2',
    email_verified_at: null,
    created_at: nowIso(),
  });
  store.guests.push(guest);
  return guest;
}

/** The next order's id and invoice number, after every order the shop has. */
export function nextOrderNumbers(): { id: number; invoice_no: number } {
  return {
    id: Math.max(0, ...store.orders.map((order) => order.id)) + 1,
    invoice_no: Math.max(0, ...store.orders.map((order) => order.invoice_no)) + 1,
  };
}

function sendEmail(to: string, kind: EmailKind, subject: string, path: string, token: string): OutboxEmail {
  const email = { id: store.outbox.length + 1, to, kind, subject, path, token, sent_at: nowIso() };
  store.outbox.push(email);
  return email;
}

/** A new verification link replaces any earlier one for that user (as a resend does). */
export function sendVerificationEmail(user: UserRecord, token = newToken(), ttl = TOKEN_TTL.verification): OutboxEmail {
  for (const [key, value] of store.verificationTokens) if (value.userUuid === user.uuid) store.verificationTokens.delete(key);
  store.verificationTokens.set(token, { userUuid: user.uuid, expiresAt: Date.now() + ttl });
  return sendEmail(user.email, 'verification', 'Verify your email address', `/account-verify?token=${token}`, token);
}

export function sendPasswordEmail(user: UserRecord, purpose: PasswordToken['purpose'], token = newToken()): OutboxEmail {
  const ttl = purpose === 'reset' ? TOKEN_TTL.passwordReset : TOKEN_TTL.setPassword;
  store.passwordTokens.set(token, { userUuid: user.uuid, purpose, expiresAt: Date.now() + ttl });
  return purpose === 'reset'
    ? sendEmail(user.email, 'password-reset', 'Reset your password', `/change_password/${token}`, token)
    : sendEmail(user.email, 'set-password', 'Set a password for your account', `/set_password/${token}`, token);
}

export function sendUnsubscribeEmail(email: string): OutboxEmail {
  const token = newToken();
  store.unsubscribeTokens.set(token, { email, expiresAt: Date.now() + TOKEN_TTL.unsubscribe });
  return sendEmail(email, 'unsubscribe', 'Confirm you want to unsubscribe', `/unsubscribe/${token}`, token);
}

/**
 * The welcome mail of a new subscriber. Like every newsletter it ends with an unsubscribe link: the
 * storefront's request-unsubscribe page for that address (no token: that page mails one).
 */
export function sendNewsletterWelcome(email: string): OutboxEmail {
  return sendEmail(email, 'newsletter', 'Welcome to the PrintShop London newsletter', `/request-unsubscribe/${encodeURIComponent(email)}`, '');
}

/** The newest email of that kind sent to that address. */
export function lastEmailFor(email: string, kind: EmailKind): OutboxEmail | undefined {
  const key = emailKey(email);
  return store.outbox.findLast((sent) => sent.kind === kind && emailKey(sent.to) === key);
}

/** Absolute link in an email, on the storefront it was sent for. */
export function emailUrl(email: OutboxEmail): string {
  return `${storefrontUrl()}${email.path}`;
}

/** The links seeded accounts are waiting on, fixed so README and tests can use them. */
export const SEED_TOKENS = {
  verification: seedToken('verification:noah'),
  expiredVerification: seedToken('verification:amelia'),
  setPassword: seedToken('set-password:daniel'),
} as const;

export function resetStore(): void {
  Object.assign(store, {
    users: seedUsers(),
    guests: [],
    sessions: new Map(),
    verificationTokens: new Map(),
    passwordTokens: new Map(),
    subscribers: new Map(seedSubscribers().map((subscriber) => [emailKey(subscriber.email), subscriber])),
    unsubscribeTokens: new Map(),
    orders: seedOrders(),
    coupons: seedCoupons(),
    artworks: new Map(),
    payments: new Map(),
    idempotency: new Map(),
    jobs: seedJobs(),
    jobApplications: [],
    contactMessages: [],
    feedbackReasons: seedFeedbackReasons(),
    unsubscribeFeedback: [],
    outbox: [],
    uploads: seedAvatars(),
  } satisfies Store);

  const seeded = (email: string) => {
    const user = findUserByEmail(email);
    if (!user) throw new Error(`seed user ${email} missing`);
    return user;
  };
  sendVerificationEmail(seeded(DEMO_EMAILS.unverified), SEED_TOKENS.verification);
  // Sent three days ago and valid for a day: following it shows the expired-link journey.
  sendVerificationEmail(seeded(DEMO_EMAILS.expiredLink), SEED_TOKENS.expiredVerification, -2 * DAY);
  sendPasswordEmail(seeded(DEMO_EMAILS.newPhoneCustomer), 'set', SEED_TOKENS.setPassword);
}

resetStore();
