import type { AccountType } from '@bff/shared/answer-kinds';
import { FormPage } from '@web/components/ui/form-page';
import { REGISTRATION_FORMS } from '../registration-forms';
import { AccountOffers } from './account-offers';
import { RegistrationForm } from './registration-form';

interface RegistrationPageProps {
  accountType: AccountType;
}

/**
 * A sign-up page: the account type's form, and its offers beside it. A logged-in customer never sees
 * it: the route refuses them with the shop's toast (refuseRegistration).
 */
export function RegistrationPage({ accountType }: RegistrationPageProps) {
  const config = REGISTRATION_FORMS[accountType];
  return (
    <FormPage title={config.title} intro={config.intro} size="wide" aside={<AccountOffers accountType={accountType} />}>
      <RegistrationForm config={config} />
    </FormPage>
  );
}
