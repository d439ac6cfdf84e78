import type { SessionView } from '../api/session';

/** For tests: a signed-in individual customer as GET /api/session answers them. */
export const CUSTOMER_SESSION: Extract<SessionView, { anonymous: false }> = {
  anonymous: false,
  accountId: 'account-1',
  name: 'Olivia Bennett',
  firstName: 'Olivia',
  avatarUrl: null,
  accountType: 'individual',
  userType: '1',
  isGuest: false,
  email: 'olivia@example.com',
};
