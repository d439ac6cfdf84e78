import type { RegistrationAccount } from '../api/verification';
import { FormPage } from '@web/components/ui/form-page';
import { Link } from '@web/components/ui/link';
import { LinkButton } from '@web/components/ui/link-button';
import { Outcome } from '@web/components/ui/outcome';
import { VerificationNotice } from './verification-notice';

export const ALREADY_VERIFIED_HEADING = 'Your email address is verified';

interface RegistrationSuccessPageProps {
  uuid: string;
  /** Verified: the link has been followed already, nothing left to verify or resend. */
  account: RegistrationAccount;
}

/** /registration-success/{uuid}: asks the new customer to verify the address the mail went to. */
export function RegistrationSuccessPage({ uuid, account }: RegistrationSuccessPageProps) {
  if (account.verified) {
    return (
      <FormPage title="Thank you for registering">
        <Outcome
          tone="success"
          icon="check"
          heading={ALREADY_VERIFIED_HEADING}
          actions={
            <LinkButton to="/login" size="lg">
              LOG IN
            </LinkButton>
          }
        >
          <p>Your account is ready. Log in to start ordering.</p>
        </Outcome>
      </FormPage>
    );
  }
  return (
    <FormPage title="Thank you for registering" intro="One more step before your first order.">
      <VerificationNotice
        uuid={uuid}
        heading="Please verify your email address"
        email={account.email}
        resendLabel="Resend"
        toast="registration"
        footer={
          <p>
            Verified already? <Link to="/login">Log in</Link>
          </p>
        }
      >
        <p>
          We have sent a verification link to the address below. Open it to activate your account. No email after a few
          minutes? Check your spam folder or press Resend.
        </p>
      </VerificationNotice>
    </FormPage>
  );
}
