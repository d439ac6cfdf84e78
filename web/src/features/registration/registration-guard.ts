import type { QueryClient } from '@tanstack/react-query';
import { REGISTRATION_REFUSED_MESSAGE } from '@bff/shared/messages';
import { ACCOUNT_HOME } from '../auth/login-redirect';
import { refuseCustomer } from '../auth/refuse-customer';

/** The sign-up pages' beforeLoad: registration is refused while logged in; a guest checkout may register. */
export function refuseRegistration(queryClient: QueryClient, preload: boolean): Promise<void> {
  return refuseCustomer(queryClient, { message: REGISTRATION_REFUSED_MESSAGE, href: ACCOUNT_HOME, preload });
}
