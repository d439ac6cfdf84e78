import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Container } from '@web/components/ui/container';
import { Icon } from '@web/components/ui/icon';
import { Link, PlainLink } from '@web/components/ui/link';
import { LinkButton } from '@web/components/ui/link-button';
import { Skeleton } from '@web/components/ui/skeleton';
import { isCustomer, sessionQueries } from '@web/features/auth/api/session';
import { askToLogInAgain, useLogInAgainIfReadRefused } from '@web/features/auth/session-ended';
import { layoutQueries } from '@web/features/layout/api/layout-queries';
import type { InvoiceView } from '@web/features/orders/api/order-queries';
import { InvoiceDocument } from '@web/features/orders/components/invoice-document';
import { invoiceNumberText } from '@bff/shared/invoice-number';
import { checkoutQueries } from '../api/checkout-queries';
import { StatusPanel } from './status-panel';
import styles from './confirmation-page.module.css';

/**
 * /order-process/order-confirmation/$invoiceNo: thanks, the order number and where the confirmation
 * went, then the invoice itself (printable alone), with the way back to the order later: My Orders
 * for customers, order tracking for guests.
 */
export function ConfirmationPage({ invoiceNumber }: { invoiceNumber: number }) {
  const query = useQuery(checkoutQueries.order(invoiceNumber));
  const { data: session } = useQuery(sessionQueries.current());
  const queryClient = useQueryClient();
  // The session ended while the page was open: only logging in can show the order (or that it is not this account's).
  const loginRequired = useLogInAgainIfReadRefused(query.error);

  if (loginRequired) {
    return (
      <StatusPanel
        tone="info"
        icon="lock"
        title="Log in to see your order"
        actions={
          <Button variant="secondary" onPress={() => askToLogInAgain(queryClient)}>
            Log in again
          </Button>
        }
      >
        <p>Your session has ended. Log in again to see this order.</p>
      </StatusPanel>
    );
  }

  if (query.isError && !query.isFetching) {
    return (
      <StatusPanel
        tone="info"
        icon="alert"
        title={`Order ${invoiceNumberText(invoiceNumber)}`}
        actions={
          <Button variant="secondary" onPress={() => void query.refetch()}>
            <Icon name="refresh" size={18} />
            Try again
          </Button>
        }
      >
        <p>Your order is placed, but we could not load its invoice just now. The confirmation email has every detail.</p>
      </StatusPanel>
    );
  }

  const invoice = query.data;
  return (
    <Container className={styles.page}>
      <header className={styles.hero}>
        <span className={styles.tick} aria-hidden="true">
          <Icon name="check" size={36} />
        </span>
        <div className={styles.heroText}>
          <h1 className={styles.title}>Thank you for your order!</h1>
          <p className={styles.number}>
            Order number <strong>{invoiceNumberText(invoiceNumber)}</strong>
          </p>
          <p className={styles.email}>
            {invoice ? (
              <>
                We have emailed your confirmation to <strong>{invoice.email}</strong>.
              </>
            ) : (
              <Skeleton width="18em" />
            )}
          </p>
        </div>
      </header>

      <div className={styles.actions}>
        <Button variant="outline" onPress={() => window.print()} isDisabled={!invoice}>
          <Icon name="printer" size={18} />
          Print
        </Button>
        {isCustomer(session) ? (
          <LinkButton to="/account/orders" variant="secondary">
            My Orders
          </LinkButton>
        ) : (
          <LinkButton to="/order-tracking" variant="secondary">
            Track your order
          </LinkButton>
        )}
        <Link to="/" className={styles.continue}>
          Continue shopping
        </Link>
      </div>

      {invoice && <ArtworkStillNeeded invoice={invoice} />}

      <NextSteps invoice={invoice} />

      {/* The invoice's own headings are h3s: this h2 keeps the outline whole under the page's h1. */}
      <section className={styles.invoice} aria-labelledby="your-invoice" aria-busy={!invoice || undefined}>
        <h2 id="your-invoice" className={styles.visuallyHidden}>
          Your invoice
        </h2>
        {invoice ? <InvoiceDocument invoice={invoice} /> : <InvoiceSkeleton />}
      </section>
    </Container>
  );
}

/**
 * The lines whose artwork the shopper chose to send later, and exactly how to send it: the artwork step
 * promised a reply to the confirmation email, and after the order that step has nothing left to upload to.
 */
function ArtworkStillNeeded({ invoice }: { invoice: InvoiceView }) {
  const { data: bootstrap } = useQuery(layoutQueries.bootstrap());
  const awaiting = invoice.lines.filter((line) => line.awaitingArtwork);
  if (awaiting.length === 0) return null;
  const salesEmail = bootstrap?.company.salesEmail;
  const subject = `Artwork for order ${invoice.invoiceNo}`;
  return (
    <section className={styles.artwork} aria-labelledby="artwork-still-needed">
      <h2 id="artwork-still-needed" className={styles.artworkTitle}>
        <Icon name="mail" size={20} />
        We still need your artwork
      </h2>
      <p>We start printing once we have checked the print file for:</p>
      <ul className={styles.artworkLines}>
        {awaiting.map((line, index) => (
          <li key={index}>{line.name}</li>
        ))}
      </ul>
      <p>
        Reply to your order confirmation email with the files attached, quoting order number <strong>{invoice.invoiceNo}</strong>
        {salesEmail ? (
          <>
            , or email them to{' '}
            <PlainLink href={`mailto:${salesEmail}?subject=${encodeURIComponent(subject)}`} className={styles.artworkEmail}>
              {salesEmail}
            </PlainLink>{' '}
            with the order number in the subject.
          </>
        ) : (
          '.'
        )}
      </p>
    </section>
  );
}

function NextSteps({ invoice }: { invoice: InvoiceView | undefined }) {
  const collection = invoice?.orderPolicy === 'collection';
  return (
    <ol className={styles.steps} aria-label="What happens next">
      <li>
        <Icon name="check" size={20} />
        <span>
          <strong>Artwork check.</strong> Our studio checks every file before it prints.
        </span>
      </li>
      <li>
        <Icon name="printer" size={20} />
        <span>
          <strong>Printing.</strong> Approved by 16:00, printed the same day.
        </span>
      </li>
      <li>
        <Icon name={collection ? 'pin' : 'truck'} size={20} />
        <span>
          <strong>{collection ? 'Collection.' : 'Delivery.'}</strong>{' '}
          {collection ? 'We email you when it is ready to collect.' : 'We email you when it is on its way.'}
        </span>
      </li>
    </ol>
  );
}

function InvoiceSkeleton() {
  return (
    <div className={styles.skeleton}>
      <Skeleton width="40%" height={28} />
      <Skeleton shape="block" height={120} />
      <Skeleton shape="block" height={160} />
    </div>
  );
}
