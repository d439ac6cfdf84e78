import { Form, reset, useForm } from '@formisch/react';
import { LIMITS } from '@bff/schemas/limits';
import { ProfileSchema, type ProfileOutput } from '@bff/schemas/profile';
import { FormPhoneField } from '@web/components/ui/form-phone-field';
import { FormSubmit, missingFieldLabels } from '@web/components/ui/form-submit';
import { FormTextField } from '@web/components/ui/form-text-field';
import { NOT_SAVED_NOTICE, useLogInAgainIfRefused } from '@web/features/auth/session-ended';
import { showServerFieldErrors } from '@web/lib/form-errors';
import { cx } from '@web/lib/cx';
import { notify } from '@web/lib/toast';
import { serverMessage } from '@web/lib/server-message';
import { useUpdateProfile } from '../api/account-mutations';
import type { ProfileView } from '../api/account-queries';
import styles from './account-forms.module.css';

export const PROFILE_SAVED = { title: 'Success!', description: 'Your account details have been saved.' } as const;

const LABELS = { first_name: 'First name', last_name: 'Last name', contact_no: 'Phone number', company: 'Company name' };

function profileInput(profile: ProfileView) {
  return { first_name: profile.firstName, last_name: profile.lastName, contact_no: profile.phone, company: profile.company };
}

/**
 * Account Info's details form: names, phone and company under the registration rules. A refusal
 * keeps what was typed and puts the server's messages under their fields.
 */
export function ProfileForm({ profile }: { profile: ProfileView }) {
  const form = useForm({ schema: ProfileSchema, initialInput: profileInput(profile), validate: 'initial', revalidate: 'input' });
  const logInAgainIfRefused = useLogInAgainIfRefused();

  const save = useUpdateProfile({
    onSuccess: (saved) => {
      reset(form, { initialInput: profileInput(saved) });
      notify.success(PROFILE_SAVED.title, { description: PROFILE_SAVED.description });
    },
    onError: (error) => {
      // The session ended with the form filled in: what was typed stays, and the shopper saves again
      // once logged in. Never by itself: whoever logs in may be someone else.
      if (logInAgainIfRefused(error, { notice: NOT_SAVED_NOTICE })) return;
      showServerFieldErrors(form, error, Object.keys(LABELS));
      notify.error('Error', { description: serverMessage(error), cause: error });
    },
  });

  return (
    <Form method="post" of={form} onSubmit={(input: ProfileOutput) => save.mutate(input)} className={styles.form} aria-label="Your details">
      <div className={styles.grid}>
        <FormTextField of={form} path={['first_name']} label={LABELS.first_name} autoComplete="given-name" maxLength={LIMITS.name + 1} />
        <FormTextField of={form} path={['last_name']} label={LABELS.last_name} autoComplete="family-name" maxLength={LIMITS.name + 1} />
        {/* Not editable here: it is the login, and changing it needs a verified new address. */}
        <div className={cx(styles.readOnly, styles.wide)}>
          <span className={styles.readOnlyLabel}>Email address</span>
          <span className={styles.readOnlyValue}>{profile.email}</span>
          <span className={styles.readOnlyNote}>You log in with this address. To change it, please contact us.</span>
        </div>
        <FormPhoneField of={form} path={['contact_no']} label={`${LABELS.contact_no} (optional)`} description="A UK number, e.g. 020 7946 0000" />
        <FormTextField
          of={form}
          path={['company']}
          label={`${LABELS.company} (optional)`}
          autoComplete="organization"
          maxLength={LIMITS.company + 1}
        />
      </div>
      <FormSubmit missing={missingFieldLabels(form, LABELS)} isPending={save.isPending}>
        SAVE CHANGES
      </FormSubmit>
    </Form>
  );
}
