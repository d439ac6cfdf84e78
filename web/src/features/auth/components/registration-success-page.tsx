import { FormPage } from '../../../components/ui/form-page';
import { Link } from '../../../components/ui/link';
import { VerificationNotice } from './verification-notice';

interface RegistrationSuccessPageProps {
  uuid: string;
  email: string;
}

/** /registration-success/{uuid}: asks the new customer to verify the address the mail went to. */
export function RegistrationSuccessPage({ uuid, email }: RegistrationSuccessPageProps) {
  return (
    <FormPage title="Thank you for registering" intro="One more step before your first order.">
      <VerificationNotice
        uuid={uuid}
        heading="Please verify your email address"
        email={email}
        resendLabel="Resend"
        toast="registration"
        footer={
          <p>
            Verified already? <Link href="/login">Log in</Link>
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
