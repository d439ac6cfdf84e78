import type { CheckoutState } from './api/checkout-queries';
import type { DetailsFormInput } from './details-input';

type DraftState = Pick<CheckoutState, 'details' | 'shopper'>;

interface DetailsDraft {
  /** The shopper's email: a draft is never offered to whoever checks out next in this tab. */
  owner: string;
  /** The checkout's details as they stood when the draft was kept. */
  basis: string;
  input: DetailsFormInput;
}

// What was typed on the delivery details step and not saved yet lives in this tab's memory only:
// addresses are personal data, so never in browser storage or the address bar. Leaving the step and
// coming back within the visit (back to the cart, the browser's Back, another page) finds it again; a
// reload starts from what the checkout saved, and logging out reloads the page, which drops it.
let kept: DetailsDraft | null = null;

const basisOf = (state: DraftState) => JSON.stringify(state.details);

/** Keeps the form's input as the shopper leaves the step, for this shopper's checkout as it now stands. */
export function keepDetailsDraft(state: DraftState, input: DetailsFormInput): void {
  kept = state.shopper ? { owner: state.shopper.email, basis: basisOf(state), input } : null;
}

/**
 * The input kept for this shopper, unless the checkout's details have changed since (saved from
 * elsewhere, or a placed order started a new checkout): then what the checkout holds is newer.
 */
export function detailsDraft(state: DraftState): DetailsFormInput | null {
  if (!kept || !state.shopper || kept.owner !== state.shopper.email || kept.basis !== basisOf(state)) return null;
  return kept.input;
}
