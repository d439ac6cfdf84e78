import { Form, useForm } from '@formisch/react';
import { useNavigate } from '@tanstack/react-router';
import { SetPasswordSchema, type SetPasswordOutput } from '@bff/schemas/password';
import { FormPage } from '@web/components/ui/form-page';
import { FormNewPasswordFields, NEW_PASSWORD_LABELS } from '@web/components/ui/form-new-password-fields';
import { FormSubmit, missingFieldLabels } from '@web/components/ui/form-submit';
import { notify } from '@web/lib/toast';
import { useSaveNewPassword } from '../api/password';
import { SOMETHING_WENT_WRONG } from '@bff/shared/messages';
import { serverMessage } from '@web/lib/server-message';
import { AccountLinks } from './forgot-password-page';
import styles from './password-pages.module.css';

/**
 * The toast of a refused set or reset: always 'Something went wrong!', with the server's reason under
 * it (an expired link, a password it would not take) when there is one, so the customer knows what to
 * do next.
 */
export function newPasswordFailureToast(error: unknown): { title: string; description?: string } {
  const reason = serverMessage(error);
  return reason === SOMETHING_WENT_WRONG ? { title: SOMETHING_WENT_WRONG } : { title: SOMETHING_WENT_WRONG, description: reason };
}


const MODES = {
  reset: { title: 'Reset your password', intro: 'Choose a new password for your account.', submit: 'RESET PASSWORD' },
  set: { title: 'Set your password', intro: 'Choose a password to log in to your new account.', submit: 'SET PASSWORD' },
} as const;

type NewPasswordPageProps = { mode: 'reset' } | { mode: 'set'; token: string };

/**
 * /reset-password (after a confirmed reset link) and /set_password/{token} (a customer the shop
 * created): a new password and its confirmation. Success goes to the login page; a refused reset
 * goes there too (the reset starts again from a new link), a refused set stays to be tried again.
 */
export function NewPasswordPage(props: NewPasswordPageProps) {
  const navigate = useNavigate();
  const mode = MODES[props.mode];
  const form = useForm({ schema: SetPasswordSchema, validate: 'initial', revalidate: 'input' });
  const save = useSaveNewPassword(props, {
    onSuccess: ({ message }) => {
      notify.success('Congratulations !', { description: message });
      void navigate({ to: '/login' });
    },
    onError: (error) => {
      const toast = newPasswordFailureToast(error);
      notify.error(toast.title, toast.description ? { description: toast.description } : undefined);
      if (props.mode === 'reset') void navigate({ to: '/login' });
    },
  });

  return (
    <FormPage title={mode.title} intro={mode.intro}>
      <Form method="post" of={form} onSubmit={(input: SetPasswordOutput) => save.mutate(input)} className={styles.form} aria-label={mode.title}>
        <FormNewPasswordFields of={form} />
        <FormSubmit missing={missingFieldLabels(form, NEW_PASSWORD_LABELS)} isPending={save.isPending}>
          {mode.submit}
        </FormSubmit>
      </Form>
      <AccountLinks />
    </FormPage>
  );
}
