import { act, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Aria from 'react-aria-components';
import type { CheckoutQuoteRequest } from '@bff/schemas/checkout';
import type * as Cards from '@web/components/ui/choice-cards';
import { cartActions } from '@web/features/cart/cart-store';
import { createCartItem } from '@web/features/cart/test/create-cart-item';
import { bffCalls, fakeBff } from '@web/test/fake-bff';
import { createCheckoutState, createQuote } from '../test/checkout-fixtures';
import { renderPage } from '../test/render-page';
import { OrderPolicyPage } from './order-policy-page';

vi.mock('@web/lib/bff-client', async (importOriginal) => (await import('@web/test/fake-bff')).withFakeBff(await importOriginal()));

// Renders counted by what they show: a field by its label (every text field renders its label), the
// choice of delivery or collection by its own label.
const renders = vi.hoisted(() => new Map<string, number>());
const counted = (name: string) => renders.set(name, (renders.get(name) ?? 0) + 1);
vi.mock('react-aria-components', async (importOriginal) => {
  const aria = await importOriginal<typeof Aria>();
  return {
    ...aria,
    Label: (props: ComponentProps<typeof aria.Label>) => {
      if (typeof props.children === 'string') counted(props.children);
      return <aria.Label {...props} />;
    },
  };
});
vi.mock('@web/components/ui/choice-cards', async (importOriginal) => {
  const cards = await importOriginal<typeof Cards>();
  return {
    ...cards,
    ChoiceCards: (props: ComponentProps<typeof cards.ChoiceCards>) => {
      counted(props.label);
      return <cards.ChoiceCards {...props} />;
    },
  };
});

beforeEach(() => {
  cartActions.add(createCartItem());
  fakeBff.mockImplementation(({ method, path, body }) =>
    method === 'POST' && path === 'checkout/quote'
      ? createQuote({ orderPolicy: (body as CheckoutQuoteRequest).orderPolicy })
      : { configurator: { deliveryServices: [] } },
  );
});

afterEach(() => {
  cartActions.clear();
  fakeBff.mockReset();
});

describe('OrderPolicyPage renders', { timeout: 20_000 }, () => {
  it('a keystroke re-renders the field typed in and the Continue hint, not the other fields or the step', async () => {
    const { user } = renderPage(<OrderPolicyPage state={createCheckoutState()} />);
    const billing = await screen.findByRole('group', { name: 'Billing address' });
    // The empty address fields each have an error, which the whole form's revalidation sets again on
    // every keystroke.
    const hint = await screen.findByText(/To continue, complete: Billing address line 1, Billing town or city/);
    await user.click(within(billing).getByLabelText('Address line 1'));
    // Let the focus's own renders and the quote settle before counting.
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 50)));
    renders.clear();

    await user.keyboard('1');
    await waitFor(() => expect(hint).toHaveTextContent(/^To continue, complete: Billing town or city/));

    expect(renders.get('Address line 1')).toBeGreaterThan(0);
    // Only the labels counted are expected: a wrong label would pass silently below.
    expect(within(billing).getAllByText(/./, { selector: 'label' }).map((label) => label.textContent)).toEqual(expect.arrayContaining(['First name', 'Company (optional)', 'Phone number']));
    for (const other of ['First name', 'Last name', 'Company (optional)', 'Address line 2 (optional)', 'Town or city', 'Postcode', 'Phone number', 'Delivery or click and collect']) {
      expect(renders.get(other) ?? 0, other).toBe(0);
    }
  });

  it('a postcode keystroke re-renders the postcode field, not the step; the quote is asked for a whole postcode only', async () => {
    const { user } = renderPage(<OrderPolicyPage state={createCheckoutState()} />);
    const billing = await screen.findByRole('group', { name: 'Billing address' });
    await screen.findByText(/To continue, complete:/);
    await user.click(within(billing).getByLabelText('Postcode'));
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 50)));
    const quotesBefore = bffCalls('POST', 'checkout/quote').length;
    renders.clear();

    await user.keyboard('SW1A 1A');
    expect(renders.get('Postcode')).toBeGreaterThan(0);
    for (const other of ['First name', 'Address line 1', 'Town or city', 'Phone number', 'Delivery or click and collect']) {
      expect(renders.get(other) ?? 0, other).toBe(0);
    }
    expect(bffCalls('POST', 'checkout/quote')).toHaveLength(quotesBefore);

    await user.keyboard('A');
    await waitFor(() => expect(bffCalls('POST', 'checkout/quote')).toHaveLength(quotesBefore + 1));
    expect(bffCalls('POST', 'checkout/quote').at(-1)?.body).toMatchObject({ postcode: 'SW1A 1AA' });
  });
});
