import type { FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { FormSubmit } from '@web/components/ui/form-submit';
import { Icon } from '@web/components/ui/icon';
import { Link } from '@web/components/ui/link';
import { serverMessage } from '@web/lib/server-message';
import { notify } from '@web/lib/toast';
import { useCart } from '@web/features/cart/cart-store';
import { checkoutQueries, type CheckoutState } from '../api/checkout-queries';
import { useSendArtworkLater } from '../api/artwork';
import { artworkBlockedBy, lineArtworkStatus } from '../artwork-rules';
import { DETAILS_STEP, PAYMENT_STEP } from '../checkout-paths';
import { checkoutQuoteRequest, travelOf } from '../checkout-request';
import { useArtworkUploads } from '../use-artwork-uploads';
import { useLogInAgainToCarryOn } from '../use-log-in-again-to-carry-on';
import { useCheckoutQuote } from '../use-checkout-quote';
import { ArtworkLine } from './artwork-line';
import { CheckoutEmpty } from './checkout-empty';
import { CheckoutLayout } from './checkout-layout';
import { CheckoutSummary } from './checkout-summary';
import styles from './artwork-page.module.css';

const TITLE = 'Upload artwork';

/**
 * /artwork/upload-artwork: each line gets its print file (with upload progress, replaceable) or a
 * promise to send it later. Continue stays disabled, saying why, until every line has one of the two.
 */
export function ArtworkPage({ state: loaded }: { state: CheckoutState }) {
  const { cart } = useCart();
  // The loader's answer first; uploads and 'later' choices then update the cached checkout.
  const { data: state = loaded } = useQuery(checkoutQueries.state());
  const quoteState = useCheckoutQuote(checkoutQuoteRequest(cart, travelOf(state.details)));
  const logInAgainToCarryOn = useLogInAgainToCarryOn(state.shopper);
  const { uploads, start, cancel } = useArtworkUploads(logInAgainToCarryOn);
  const later = useSendArtworkLater();
  const navigate = useNavigate();

  if (cart.items.length === 0) return <CheckoutEmpty title={TITLE} />;

  const blockedBy = artworkBlockedBy(cart.items.map((item) => lineArtworkStatus(state.artwork[item.code], uploads[item.code])));
  const sendLater = (code: string) => {
    cancel(code);
    later.mutate(code, {
      onError: (error) => {
        if (!logInAgainToCarryOn(error, () => sendLater(code))) notify.error('Not saved', { description: serverMessage(error), cause: error });
      },
    });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!blockedBy) void navigate({ href: PAYMENT_STEP });
  };

  return (
    <CheckoutLayout
      step="artwork"
      title={TITLE}
      intro="Add a print-ready file for each item, or send it later. We check every file before it goes to print."
      summary={<CheckoutSummary cart={cart} {...quoteState} />}
    >
      <ul className={styles.lines}>
        {cart.items.map((item) => (
          <ArtworkLine
            key={item.code}
            item={item}
            saved={state.artwork[item.code]}
            local={uploads[item.code]}
            onFile={(file) => start(item.code, file)}
            onCancel={() => cancel(item.code)}
            onLater={() => sendLater(item.code)}
            isSavingLater={later.isPending && later.variables === item.code}
          />
        ))}
      </ul>

      <aside className={styles.tips} aria-label="Artwork tips">
        <Icon name="printer" size={20} />
        <p>
          For sharp results send a PDF at full size with 3 mm bleed on every edge and the fonts embedded.
        </p>
      </aside>

      <form method="post" onSubmit={submit} aria-label="Continue to payment" className={styles.actions}>
        <FormSubmit missing={[]} reason={blockedBy}>
          Continue to payment
          <Icon name="arrow-right" size={18} />
        </FormSubmit>
        <Link to={DETAILS_STEP} className={styles.back}>
          Back to delivery details
        </Link>
      </form>
    </CheckoutLayout>
  );
}
