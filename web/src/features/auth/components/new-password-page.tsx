import { Form, useForm } from '@formisch/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { SetPasswordSchema, type SetPasswordOutput } from '@bff/schemas/password';
import { FormPage } from '@web/components/ui/form-page';
import { Skeleton } from '@web/components/ui/skeleton';
import { FormNewPasswordFields, NEW_PASSWORD_LABELS } from '@web/components/ui/form-new-password-fields';
import { FormSubmit, missingFieldLabels } from '@web/components/ui/form-submit';
import { notify } from '@web/lib/toast';
import { passwordQueries, useSaveNewPassword } from '../api/password';
import { useLoggedInAsOther } from '../logged-in-as-other';
import { OtherAccountNotice } from './other-account-notice';
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
  return props.mode === 'reset' ? <ResetPasswordPage /> : <NewPasswordForm {...props} />;
}

/**
 * /reset-password names the address whose password the confirmed link resets. With another customer
 * logged in, the form waits for them to log out (or leave): they might otherwise believe they were
 * changing their own password, and the login that follows the reset would find them still logged in.
 */
function ResetPasswordPage() {
  const { data: reset, isPending } = useQuery(passwordQueries.reset());
  const check = useLoggedInAsOther(isPending ? undefined : (reset?.email ?? null));
  // Neither the form nor the notice until it is known which is due: a customer shown the form for a
  // moment could start typing their own new password into another account's link. Nobody logged in
  // gets the form at once.
  if (check.state === 'checking') {
    return (
      <FormPage title={MODES.reset.title} intro={<Skeleton width="75%" />}>
        <div aria-busy="true" aria-label="Checking the link">
          <Skeleton shape="block" height={180} />
        </div>
      </FormPage>
    );
  }
  if (reset?.email && check.state === 'other') {
    return (
      <FormPage title={MODES.reset.title}>
        <OtherAccountNotice name={check.name} linkEmail={reset.email} does="resets the password of">
          <p>Log out to choose its new password. Your own password stays as it is.</p>
        </OtherAccountNotice>
      </FormPage>
    );
  }
  return <NewPasswordForm mode="reset" intro={reset?.email ? `Choose a new password for ${reset.email}.` : undefined} />;
}

function NewPasswordForm(props: NewPasswordPageProps & { intro?: string }) {
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
      notify.error(toast.title, { description: toast.description, cause: error });
      if (props.mode === 'reset') void navigate({ to: '/login' });
    },
  });

  return (
    <FormPage title={mode.title} intro={props.intro ?? mode.intro}>
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
