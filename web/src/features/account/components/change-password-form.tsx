import { Form, reset, useForm } from '@formisch/react';
import { LIMITS } from '@bff/schemas/limits';
import { ChangePasswordSchema, type ChangePasswordOutput } from '@bff/schemas/password';
import { FormNewPasswordFields, NEW_PASSWORD_LABELS } from '@web/components/ui/form-new-password-fields';
import { FormPasswordField } from '@web/components/ui/form-password-field';
import { FormSubmit, missingFieldLabels } from '@web/components/ui/form-submit';
import { showServerFieldErrors } from '@web/lib/form-errors';
import { cx } from '@web/lib/cx';
import { notify } from '@web/lib/toast';
import { serverMessage } from '@web/lib/server-message';
import { useChangePassword } from '../api/account-mutations';
import { useLogInAgainIfRefused } from '@web/features/auth/session-ended';
import styles from './account-forms.module.css';

const LABELS = { current_password: 'Current password', ...NEW_PASSWORD_LABELS };

/**
 * Settings' change-password form: the current password, then the new one twice, with the strength
 * hint. The BFF keeps the session, so the customer stays logged in afterwards.
 */
export function ChangePasswordForm() {
  const form = useForm({ schema: ChangePasswordSchema, validate: 'initial', revalidate: 'input' });
  const logInAgainIfRefused = useLogInAgainIfRefused();
  const save = useChangePassword({
    onSuccess: ({ message }) => {
      reset(form);
      notify.success('Success!', { description: message || 'Your password has been changed.' });
    },
    onError: (error, input) => {
      // The session ran out with the form filled in: log in again and the change goes ahead (it
      // needs the current password, so it can only ever change the password of whoever knows it).
      if (logInAgainIfRefused(error, { resume: () => save.mutate(input) })) return;
      // A wrong current password comes back as a field message: it goes under that field too.
      showServerFieldErrors(form, error, Object.keys(LABELS));
      notify.error('Error', { description: serverMessage(error), cause: error });
    },
  });

  return (
    <Form
      method="post"
      of={form}
      onSubmit={(input: ChangePasswordOutput) => save.mutate(input)}
      className={cx(styles.form, styles.narrow)}
      aria-label="Change password"
    >
      <FormPasswordField
        of={form}
        path={['current_password']}
        label={LABELS.current_password}
        autoComplete="current-password"
        maxLength={LIMITS.passwordMax + 1}
      />
      <FormNewPasswordFields of={form} />
      <FormSubmit missing={missingFieldLabels(form, LABELS)} isPending={save.isPending}>
        CHANGE PASSWORD
      </FormSubmit>
    </Form>
  );
}
