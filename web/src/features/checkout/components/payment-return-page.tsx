import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button } from '@web/components/ui/button';
import { Icon } from '@web/components/ui/icon';
import { LinkButton } from '@web/components/ui/link-button';
import { cartActions } from '@web/features/cart/cart-store';
import { isNotFoundAnswer } from '@web/lib/bff-client';
import { checkoutQueries } from '../api/checkout-queries';
import { PAYMENT_STEP } from '../checkout-paths';
import { PENDING_POLL_MS, STILL_PENDING_MESSAGE, paymentReturnStep } from '../payment-return';
import { StatusPanel } from './status-panel';

/**
 * /payment/return: the provider has sent the shopper back. The outcome is asked of the BFF (the
 * query string could say anything): paid empties the cart and shows the confirmation; declined goes
 * back to payment with the reason, cart and details kept; pending is asked again a few times.
 */
export function PaymentReturnPage({ paymentId }: { paymentId: string | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const options = checkoutQueries.payment(paymentId ?? '');
  // Answers counted since the page opened or the shopper last pressed 'Check again'.
  const [answersBefore, setAnswersBefore] = useState(0);
  const answers = (state: { dataUpdateCount: number } | undefined) => (state?.dataUpdateCount ?? 0) - answersBefore;
  const query = useQuery({
    ...options,
    enabled: paymentId !== null,
    refetchInterval: (current) =>
      current.state.data && paymentReturnStep(current.state.data, answers(current.state)).kind === 'checking' ? PENDING_POLL_MS : false,
    // Every answer counts, and 'pending' again leaves the data as it was: without its time of update
    // the page would not render after the last poll and would say 'Checking…' for ever.
    notifyOnChangeProps: ['data', 'dataUpdatedAt', 'error', 'isError', 'isFetching'],
  });
  const step = paymentReturnStep(query.data, answers(queryClient.getQueryState(options.queryKey)));
  const outcome = query.data;

  useEffect(() => {
    const next = paymentReturnStep(outcome, 0);
    if (next.kind === 'paid') {
      // The cart goes once the confirmation is on screen, so this page never flashes an empty cart.
      void navigate({
        to: '/order-process/order-confirmation/$invoiceNo',
        params: { invoiceNo: next.invoiceNo },
        replace: true,
      }).then(() => cartActions.clear());
    } else if (next.kind === 'declined') {
      void navigate({ to: '/payment', state: { declined: next.message }, replace: true });
    }
  }, [outcome, navigate]);

  if (paymentId === null || (query.isError && !query.isFetching)) {
    // No such payment (an old or mistyped link): asking again cannot find it.
    const unknown = paymentId === null || isNotFoundAnswer(query.error);
    return (
      <StatusPanel
        tone="danger"
        icon="alert"
        title={unknown ? 'We could not find this payment' : 'We could not check your payment'}
        actions={
          <>
            {!unknown && (
              <Button variant="secondary" onPress={() => void query.refetch()}>
                <Icon name="refresh" size={18} />
                Try again
              </Button>
            )}
            <LinkButton to={PAYMENT_STEP} variant="outline">
              Back to payment
            </LinkButton>
          </>
        }
      >
        <p>Your cart and details are kept. If money has left your account, please call us before paying again.</p>
      </StatusPanel>
    );
  }

  if (step.kind === 'still-pending') {
    return (
      <StatusPanel
        tone="info"
        icon="clock"
        title="Your payment is still being confirmed"
        actions={
          <Button
            variant="secondary"
            isPending={query.isFetching}
            onPress={() => {
              setAnswersBefore(queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0);
              void query.refetch();
            }}
          >
            <Icon name="refresh" size={18} />
            Check again
          </Button>
        }
      >
        <p>{STILL_PENDING_MESSAGE}</p>
      </StatusPanel>
    );
  }

  return (
    <StatusPanel tone="info" icon="clock" title="Checking your payment…" busy>
      <p>This takes a few seconds. Please keep this page open.</p>
    </StatusPanel>
  );
}
