import { OtherAccountNotice } from '@web/features/auth/components/other-account-notice';
import { useLoggedInAsOther } from '@web/features/auth/logged-in-as-other';

/** A link mailed to one address, opened while another customer is logged in: says whose it is. */
export function OtherAccountAbove({ email }: { email: string | null }) {
  const check = useLoggedInAsOther(email);
  if (check.state !== 'other' || email === null) return null;
  return (
    <OtherAccountNotice name={check.name} linkEmail={email} does="unsubscribes" carryOnHere>
      <p>It takes that address off our newsletter. You can carry on here: nothing of your own account changes.</p>
    </OtherAccountNotice>
  );
}
