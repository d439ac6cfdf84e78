import { describe, expect, it } from 'vitest';
import { DECLINED_FALLBACK, MAX_PENDING_POLLS, paymentReturnStep } from './payment-return';

describe('paymentReturnStep', () => {
  it('confirms a paid order and sends a declined one back with its reason', () => {
    expect(paymentReturnStep({ invoiceNo: 1042, status: 'paid', message: null }, 0)).toEqual({ kind: 'paid', invoiceNo: 1042 });
    expect(paymentReturnStep({ invoiceNo: 1042, status: 'declined', message: 'Card declined by the issuer.' }, 0)).toEqual({
      kind: 'declined',
      message: 'Card declined by the issuer.',
    });
    expect(paymentReturnStep({ invoiceNo: 1042, status: 'declined', message: null }, 0)).toEqual({ kind: 'declined', message: DECLINED_FALLBACK });
  });

  it('keeps checking a pending payment a few times, then offers a retry', () => {
    const pending = { invoiceNo: 1042, status: 'pending', message: null } as const;
    expect(paymentReturnStep(undefined, 0)).toEqual({ kind: 'checking' });
    expect(paymentReturnStep(pending, MAX_PENDING_POLLS - 1)).toEqual({ kind: 'checking' });
    expect(paymentReturnStep(pending, MAX_PENDING_POLLS)).toEqual({ kind: 'still-pending' });
  });
});
