import { useEffect, useRef } from 'react';
import { focus, Form, reset, setErrors, useForm } from '@formisch/react';
import * as v from 'valibot';
import { CouponCodeSchema, type CheckoutQuoteRequest } from '@bff/schemas/checkout';
import { Button } from '@web/components/ui/button';
import { FormTextField } from '@web/components/ui/form-text-field';
import { Icon } from '@web/components/ui/icon';
import { showServerFieldErrors } from '@web/lib/form-errors';
import { serverMessage } from '@web/lib/server-message';
import type { CheckoutQuote } from '../api/checkout-queries';
import { useApplyCoupon, useRemoveCoupon } from '../api/coupon';
import styles from './coupon-form.module.css';

const CouponFormSchema = v.object({ couponCode: CouponCodeSchema });

interface CouponFormProps {
  /** The order as the quote prices it now; null while there is nothing to price. */
  request: CheckoutQuoteRequest | null;
  /** The coupon the latest quote applied. */
  applied: CheckoutQuote['coupon'] | undefined;
}

/**
 * The coupon box: Apply tries the code on this order; a refused code keeps what was typed and says
 * why under the field, in the shop's own words, with focus on the field. An applied coupon shows with
 * Remove. Each replaces the other where the shopper pressed, so focus follows: to the applied coupon
 * after Apply, to the empty field after Remove.
 */
export function CouponForm({ request, applied }: CouponFormProps) {
  const form = useForm({ schema: CouponFormSchema, revalidate: 'input' });
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon();
  const appliedRef = useRef<HTMLDivElement>(null);
  // Set when the shopper's Apply or Remove is what will swap the form and the applied coupon.
  const followSwap = useRef(false);
  const isApplied = !!applied;
  useEffect(() => {
    if (!followSwap.current) return;
    followSwap.current = false;
    if (isApplied) appliedRef.current?.focus();
    else focus(form, { path: ['couponCode'] });
  }, [isApplied, form]);

  if (applied) {
    return (
      <div ref={appliedRef} tabIndex={-1} className={styles.applied} role="status">
        <Icon name="check" size={20} />
        <p className={styles.appliedText}>
          Coupon <strong>{applied.code}</strong> applied: {applied.percent}% off
        </p>
        <Button
          variant="ghost"
          size="sm"
          className={styles.remove}
          isPending={remove.isPending}
          onPress={() => {
            followSwap.current = true;
            remove.mutate(undefined, {
              onSuccess: () => reset(form),
              onError: () => {
                followSwap.current = false;
              },
            });
          }}
          aria-label={`Remove coupon ${applied.code}`}
        >
          Remove
        </Button>
      </div>
    );
  }

  return (
    <Form
      method="post"
      of={form}
      aria-label="Apply a coupon"
      className={styles.form}
      onSubmit={({ couponCode }) => {
        if (!request) return;
        followSwap.current = true;
        apply.mutate(
          { ...request, couponCode },
          {
            // Priced without the coupon after all: nothing swaps, so a later change (another tab's
            // coupon) must not pull focus.
            onSuccess: (quote) => {
              if (!quote.coupon) followSwap.current = false;
            },
            onError: (error) => {
              followSwap.current = false;
              if (showServerFieldErrors(form, error, ['couponCode']) === 0) {
                setErrors(form, { path: ['couponCode'], errors: [serverMessage(error)] });
                focus(form, { path: ['couponCode'] });
              }
            },
          },
        );
      }}
    >
      <FormTextField of={form} path={['couponCode']} label="Coupon code" autoComplete="off" maxLength={41} className={styles.field} />
      <Button type="submit" variant="secondary" isPending={apply.isPending} isDisabled={!request} className={styles.apply}>
        Apply
      </Button>
    </Form>
  );
}
