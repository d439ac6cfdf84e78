import { useQuery } from '@tanstack/react-query';
import type { AccountType } from '../../../../../bff/src/view-models';
import { REGISTRATION_REFUSED_MESSAGE } from '../../../../../bff/src/schemas/registration';
import { FormPage } from '../../../components/ui/form-page';
import { Icon } from '../../../components/ui/icon';
import { LinkButton } from '../../../components/ui/link-button';
import { isCustomer, sessionQueries } from '../../auth/api/session';
import { REGISTRATION_FORMS } from '../registration-forms';
import { AccountOffers } from './account-offers';
import { RegistrationForm } from './registration-form';
import styles from './registration-page.module.css';

interface RegistrationPageProps {
  accountType: AccountType;
}

/** A sign-up page: the account type's form, and its offers beside it. */
export function RegistrationPage({ accountType }: RegistrationPageProps) {
  const config = REGISTRATION_FORMS[accountType];
  // A logged-in customer may not register another account (spec section 6); a guest may.
  const { data: session } = useQuery(sessionQueries.current());
  const loggedIn = isCustomer(session);
  return (
    <FormPage title={config.title} intro={config.intro} size="wide" aside={<AccountOffers accountType={accountType} />}>
      {loggedIn ? (
        <div className={styles.refused} role="status">
          <Icon name="lock" size={24} />
          <p>{REGISTRATION_REFUSED_MESSAGE}</p>
          <LinkButton href="/account/profile" variant="outline">
            Go to my account
          </LinkButton>
        </div>
      ) : (
        <RegistrationForm config={config} />
      )}
    </FormPage>
  );
}
