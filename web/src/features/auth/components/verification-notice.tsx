import { useState, type ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { Button } from '@web/components/ui/button';
import { Icon } from '@web/components/ui/icon';
import { BffError } from '@web/lib/bff-client';
import { notify } from '@web/lib/toast';
import { useResendVerification } from '../api/verification';
import styles from './verification-notice.module.css';

/** The registration-success page's own wording of the same notice. */
export const RESEND_TOASTS = {
  login: 'Please check your email and verified your account.',
  registration: 'Please check your email and verify your account.',
} as const;

export const SENT_HEADING = 'Please check your email.';

interface VerificationNoticeProps {
  /** The account whose verification mail can be sent again. */
  uuid: string;
  heading: string;
  children: ReactNode;
  /** Where the mail goes, when known. */
  email?: string;
  /** 2 on a page, 3 inside a titled dialog. */
  headingLevel?: 2 | 3;
  /** The button's text: the spec's RESEND on login, Resend elsewhere. */
  resendLabel?: string;
  toast?: keyof typeof RESEND_TOASTS;
  /** Extra actions under the resend, e.g. 'Login to another account?'. */
  footer?: ReactNode;
}

/**
 * An account that still has to verify its email (unverified login, expired link, just registered):
 * says so and offers to send the mail again; once sent it reads 'Please check your email.'
 */
export function VerificationNotice({
  uuid,
  heading,
  children,
  email,
  headingLevel = 2,
  resendLabel = 'RESEND',
  toast = 'login',
  footer,
}: VerificationNoticeProps) {
  const [sent, setSent] = useState(false);
  const resend = useResendVerification(uuid, {
    onSuccess: () => {
      setSent(true);
      notify.success('Success!', { description: RESEND_TOASTS[toast] });
    },
    onError: (error) =>
      notify.error('Error', { description: error instanceof BffError && !error.isNetworkFailure ? error.message : 'Something went wrong!', cause: error }),
  });

  return (
    <section className={styles.notice} aria-live="polite">
      <span className={styles.badge} data-sent={sent || undefined} aria-hidden="true">
        <Icon name={sent ? 'check' : 'mail'} size={28} />
      </span>
      <Heading level={headingLevel} className={styles.heading}>
        {sent ? SENT_HEADING : heading}
      </Heading>
      {sent ? (
        <p className={styles.text}>
          We have sent a new verification link{email ? <> to <strong>{email}</strong></> : null}. Follow it to activate your
          account, then log in. It can take a minute or two to arrive; check your spam folder too.
        </p>
      ) : (
        <>
          <div className={styles.text}>{children}</div>
          {email && (
            <p className={styles.email}>
              <Icon name="mail" size={18} />
              <span>{email}</span>
            </p>
          )}
          <Button size="lg" fullWidth isPending={resend.isPending} onPress={() => resend.mutate()}>
            {resendLabel}
          </Button>
        </>
      )}
      {footer && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}
