import { createHash, timingSafeEqual } from 'node:crypto';

/** Account types of the shop front. */
export const ACCOUNT_TYPES = {
  1: { name: 'Individual', discount_percent: 0 },
  2: { name: 'Business', discount_percent: 5 },
  3: { name: 'Reseller', discount_percent: 15 },
  4: { name: 'Student', discount_percent: 0 },
} as const;
export type AccountTypeId = keyof typeof ACCOUNT_TYPES;

/**
 * user_type: '1' a customer who registered on the web, '2' a guest checkout, '0' and '3' the two
 * phone-call customer types the spec names (created by staff; '3' orders on account).
 */
export type UserType = '0' | '1' | '2' | '3';

export const TITLES = ['Mr.', 'Mrs', 'Miss', 'Dr.', 'Others'] as const;

/** What the mock keeps about a user. Only the serialisers in the handlers decide what leaves it. */
export interface UserRecord {
  id: number;
  uuid: string;
  title: string;
  first_name: string;
  last_name: string;
  email: string;
  /** null until a staff-created customer sets one through the set-password link. */
  password_hash: string | null;
  contact_no: string | null;
  company: string | null;
  university: string | null;
  designer_amount: '1-5' | '6-19' | '20-49' | '50 +' | null;
  proof_file: string | null;
  account_type_id: AccountTypeId;
  user_type: UserType;
  profile_image: string | null;
  email_verified_at: string | null;
  address: string | null;
  city: string | null;
  post_code: string | null;
  country: string | null;
  created_at: string;
}

/** Salted with the user's uuid so equal passwords do not give equal hashes. */
export function hashPassword(uuid: string, password: string): string {
  return createHash('sha256').update(`${uuid}:${password}`).digest('hex');
}

export function passwordMatches(user: UserRecord, password: string): boolean {
  if (user.password_hash === null) return false;
  const given = Buffer.from(hashPassword(user.uuid, password), 'hex');
  return timingSafeEqual(given, Buffer.from(user.password_hash, 'hex'));
}

type UserOverrides = Partial<Omit<UserRecord, 'password_hash'>> & { password?: string | null };

let sequence = 0;

/** A verified individual web customer unless told otherwise; `password` is hashed on the way in. */
export function createUser(overrides: UserOverrides = {}): UserRecord {
  sequence += 1;
  const { password = 'Password123', ...rest } = overrides;
  const uuid = rest.uuid ?? `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    id: sequence,
    uuid,
    title: 'Mr.',
    first_name: 'Test',
    last_name: `Customer ${sequence}`,
    email: `customer${sequence}@example.com`,
    contact_no: null,
    company: null,
    university: null,
    designer_amount: null,
    proof_file: null,
    account_type_id: 1,
    user_type: '1',
    profile_image: null,
    email_verified_at: '2024-01-15T10:00:00.000Z',
    address: null,
    city: null,
    post_code: null,
    country: null,
    created_at: '2024-01-15T09:55:00.000Z',
    ...rest,
    password_hash: password === null ? null : hashPassword(uuid, password),
  };
}

/** The one password every demo account starts with (README lists the accounts). */
export const DEMO_PASSWORD = 'PrintShop123';

/**
 * The demo accounts, one per state and account type. Their emails are what README, the e2e tests
 * and the seeded orders refer to.
 */
export const DEMO_EMAILS = {
  verified: 'olivia.bennett@example.com',
  unverified: 'noah.patel@example.com',
  expiredLink: 'amelia.hughes@example.com',
  business: 'james.carter@brickfield-studio.example.com',
  reseller: 'sophie.turner@inkwell-agency.example.com',
  student: 'leo.nguyen@example.com',
  phoneCall: 'margaret.osei@example.com',
  phoneAccount: 'priya.shah@shah-lettings.example.com',
  newPhoneCustomer: 'daniel.reid@example.com',
} as const;

export function seedUsers(): UserRecord[] {
  sequence = 0;
  return [
    createUser({
      uuid: '5f1c2a7e-3b4d-4c8e-9a61-0d2f7b9e4a11',
      title: 'Miss',
      first_name: 'Olivia',
      last_name: 'Bennett',
      email: DEMO_EMAILS.verified,
      password: DEMO_PASSWORD,
      contact_no: '07700 900123',
      profile_image: 'avatars/olivia-bennett.svg',
      address: '14 Cleveland Street',
      city: 'London',
      post_code: 'W1T 4JB',
      country: 'United Kingdom',
      created_at: '2023-09-04T08:12:40.000Z',
      email_verified_at: '2023-09-04T08:20:03.000Z',
    }),
    createUser({
      uuid: '8a3e9d41-6c2b-4f7a-b5d0-1e9c3a7f2b22',
      first_name: 'Noah',
      last_name: 'Patel',
      email: DEMO_EMAILS.unverified,
      password: DEMO_PASSWORD,
      email_verified_at: null,
      created_at: '2025-03-02T17:41:09.000Z',
    }),
    createUser({
      uuid: 'c47b1e90-2d8f-4a35-8e6c-9b0a5d1f3c33',
      title: 'Mrs',
      first_name: 'Amelia',
      last_name: 'Hughes',
      email: DEMO_EMAILS.expiredLink,
      password: DEMO_PASSWORD,
      email_verified_at: null,
      created_at: '2024-11-18T12:03:55.000Z',
    }),
    createUser({
      uuid: 'e2d95b3a-7f14-4b6c-a0e8-4c6f1d2b9e44',
      first_name: 'James',
      last_name: 'Carter',
      email: DEMO_EMAILS.business,
      password: DEMO_PASSWORD,
      contact_no: '020 7946 0321',
      company: 'Brickfield Studio Ltd',
      account_type_id: 2,
      profile_image: 'avatars/james-carter.svg',
      address: 'Unit 3, 27 Bermondsey Street',
      city: 'London',
      post_code: 'SE1 3XF',
      country: 'United Kingdom',
      created_at: '2023-05-22T10:30:00.000Z',
      email_verified_at: '2023-05-22T10:41:12.000Z',
    }),
    createUser({
      uuid: '0b6f4c28-9e3a-4d71-8b25-7a1e6c9d5f55',
      title: 'Mrs',
      first_name: 'Sophie',
      last_name: 'Turner',
      email: DEMO_EMAILS.reseller,
      password: DEMO_PASSWORD,
      contact_no: '020 7946 0877',
      company: 'Inkwell Creative Agency',
      designer_amount: '6-19',
      account_type_id: 3,
      address: '88 Curtain Road',
      city: 'London',
      post_code: 'EC2A 3AA',
      country: 'United Kingdom',
      created_at: '2024-02-09T14:05:31.000Z',
      email_verified_at: '2024-02-09T14:09:47.000Z',
    }),
    createUser({
      uuid: '7d2a8f53-1c9e-4e06-a3b7-5f8d0b2c6a66',
      first_name: 'Leo',
      last_name: 'Nguyen',
      email: DEMO_EMAILS.student,
      password: DEMO_PASSWORD,
      contact_no: '07700 900456',
      university: 'University of the Arts London',
      proof_file: 'proofs/leo-nguyen-student-card.pdf',
      account_type_id: 4,
      created_at: '2024-09-23T19:22:10.000Z',
      email_verified_at: '2024-09-23T19:30:58.000Z',
    }),
    createUser({
      uuid: '3e9c6b14-8a2f-4d5e-9c01-6b7a3e8f1d77',
      title: 'Mrs',
      first_name: 'Margaret',
      last_name: 'Osei',
      email: DEMO_EMAILS.phoneCall,
      password: DEMO_PASSWORD,
      contact_no: '07700 900789',
      user_type: '0',
      address: '5 Mare Street',
      city: 'London',
      post_code: 'E8 4RP',
      country: 'United Kingdom',
      created_at: '2024-06-11T11:15:00.000Z',
      email_verified_at: '2024-06-11T11:15:00.000Z',
    }),
    createUser({
      uuid: '9f0d3a65-4b7c-4a28-b6e9-2d1c8f5a0e88',
      title: 'Dr.',
      first_name: 'Priya',
      last_name: 'Shah',
      email: DEMO_EMAILS.phoneAccount,
      password: DEMO_PASSWORD,
      contact_no: '020 7946 0555',
      company: 'Shah Lettings',
      user_type: '3',
      account_type_id: 2,
      profile_image: 'avatars/priya-shah.svg',
      created_at: '2023-11-30T09:00:00.000Z',
      email_verified_at: '2023-11-30T09:00:00.000Z',
    }),
    createUser({
      uuid: '2c8e5f76-0a9d-4b13-8f4e-3a6d9c1b7f99',
      first_name: 'Daniel',
      last_name: 'Reid',
      email: DEMO_EMAILS.newPhoneCustomer,
      password: null,
      contact_no: '07700 900321',
      user_type: '0',
      created_at: '2025-04-01T15:45:00.000Z',
      email_verified_at: '2025-04-01T15:45:00.000Z',
    }),
  ];
}

/** Newsletter subscribers at start: two customers and two addresses that never made an account. */
export function seedSubscribers(): { email: string; timezone: string; created_at: string }[] {
  return [
    { email: DEMO_EMAILS.verified, timezone: 'Europe/London', created_at: '2023-09-04T08:20:03.000Z' },
    { email: DEMO_EMAILS.business, timezone: 'Europe/London', created_at: '2023-05-22T10:41:12.000Z' },
    { email: 'hello@greenleaf-cafe.example.com', timezone: 'Europe/London', created_at: '2024-07-30T07:45:00.000Z' },
    { email: 'studio@northrow-design.example.com', timezone: 'Europe/London', created_at: '2025-01-09T18:02:11.000Z' },
  ];
}

/** A drawn head-and-shoulders portrait, so seeded avatars look like uploaded photos, not letters. */
function portraitSvg(background: string, skin: string, hair: string, top: string, longHair = false): string {
  const behind = longHair ? `<path d="M72 100c0-40 22-62 48-62s48 22 48 62v72H72z" fill="${hair}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">
<rect width="240" height="240" fill="${background}"/>${behind}
<path d="M40 240c6-52 40-80 80-80s74 28 80 80z" fill="${top}"/>
<rect x="104" y="130" width="32" height="36" rx="12" fill="${skin}"/>
<ellipse cx="120" cy="102" rx="42" ry="48" fill="${skin}"/>
<path d="M76 98c0-34 20-56 46-56s44 20 42 56c-8-18-24-26-44-26s-36 8-44 26z" fill="${hair}"/>
</svg>`;
}

/** Media files of the seeded avatars, keyed by their media-relative path. */
export function seedAvatars(): Map<string, { type: string; body: Uint8Array }> {
  const svg = (markup: string) => ({ type: 'image/svg+xml', body: new TextEncoder().encode(markup) });
  return new Map([
    ['avatars/olivia-bennett.svg', svg(portraitSvg('#f3d9c7', '#e8b796', '#5b3a29', '#2f6f73', true))],
    ['avatars/james-carter.svg', svg(portraitSvg('#d7e3f4', '#c68d6a', '#1f1a17', '#3a4a63'))],
    ['avatars/priya-shah.svg', svg(portraitSvg('#e6ddf2', '#b57f5c', '#221612', '#8c2f4b', true))],
  ]);
}
