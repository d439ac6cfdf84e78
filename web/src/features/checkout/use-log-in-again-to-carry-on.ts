import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useLogInAgainIfRefused, useLogInAgainIfReadRefused } from '../auth/session-ended';
import { checkoutQueries, type CheckoutState } from './api/checkout-queries';
import { CHECKOUT_ENTRY, DETAILS_STEP } from './checkout-paths';

type Shopper = CheckoutState['shopper'];

/** One name per account: a guest's checkout is not the customer's of the same email. */
export const shopperKey = (shopper: Shopper) => (shopper ? `${shopper.isGuest ? 'guest' : 'customer'}:${shopper.email}` : 'nobody');

const sameShopper = (a: Shopper, b: Shopper) => a !== null && b !== null && shopperKey(a) === shopperKey(b);

/**
 * For a checkout step's action refused for want of a session: the header shows 'Log in' at once and the
 * login modal opens over the step, which keeps what the shopper typed or chose. Once they are logged in
 * again the action runs again, but only for the shopper the step was showing: whoever logs in may be
 * someone else, and their account must never get the first shopper's addresses, files or order. For
 * someone else `otherShopper` runs instead (by default their own checkout starts at its details step).
 * Closing the modal goes to the checkout's entry, to log in there or carry on as a guest.
 * Answers true when the error was that refusal (it is handled), else false.
 */
export function useLogInAgainToCarryOn(shopper: Shopper) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logInAgainIfRefused = useLogInAgainIfRefused();
  return (error: unknown, resume: () => void, otherShopper?: (state: CheckoutState) => void): boolean =>
    logInAgainIfRefused(error, {
      // Asked afresh, never from the cache: the checkout shown before the login was the first shopper's.
      resume: () =>
        void queryClient.fetchQuery({ ...checkoutQueries.state(), staleTime: 0 }).then(
          (now) => {
            if (sameShopper(now.shopper, shopper)) resume();
            else if (otherShopper) otherShopper(now);
            else void navigate({ href: DETAILS_STEP });
          },
          // Who is logged in is unknown: nothing is done on anyone's behalf.
          () => undefined,
        ),
      onDismissed: () => void navigate({ href: CHECKOUT_ENTRY }),
    });
}

/**
 * For a checkout read (the quote) refused for want of a session: the login modal opens, and logging in
 * asks the checkout's reads again; closing it goes to the checkout's entry. Answers whether it was so.
 */
export function useCheckoutReadNeedsLogin(error: unknown): boolean {
  const navigate = useNavigate();
  return useLogInAgainIfReadRefused(error, { onDismissed: () => void navigate({ href: CHECKOUT_ENTRY }) });
}

/** What useLogInAgainToCarryOn answers, for a hook that carries on the page's actions with it. */
export type LogInAgainToCarryOn = ReturnType<typeof useLogInAgainToCarryOn>;
