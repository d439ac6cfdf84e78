import { useState } from 'react';
import { Form, reset, setInput, useField, useForm } from '@formisch/react';
import { useQuery } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { LoginSchema, type LoginOutput } from '@bff/schemas/auth';
import { LIMITS } from '@bff/schemas/limits';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormEmailField } from '@web/components/ui/form-email-field';
import { FormPasswordField } from '@web/components/ui/form-password-field';
import { FormSubmit, missingFieldLabels } from '@web/components/ui/form-submit';
import { Link } from '@web/components/ui/link';
import { Spinner } from '@web/components/ui/spinner';
import { BffError } from '@web/lib/bff-client';
import { lazyOnIntent } from '@web/lib/lazy-on-intent';
import { notify } from '@web/lib/toast';
import { sessionQueries } from '../api/session';
import { useLogin } from '../api/use-login';
import { REDIRECT_PARAM, loginRedirect } from '../login-redirect';
import { VerificationNotice } from './verification-notice';
import styles from './login-form.module.css';
import { LOGIN_CAPTCHA_MESSAGE, LOGIN_FAILED_MESSAGE } from '@bff/shared/messages';
import { fieldMessagesText } from '@web/lib/server-message';

export const LOGIN_SUCCESS = { title: 'Welcome', description: 'You are successfully logged in' } as const;
export const UNVERIFIED_HEADING = 'Your account is unverified.';
export const UNVERIFIED_TEXT =
  'In order to complete the registration, you must verify your email account. So please verify your email by resending the verification email.';

const LABELS = { email: 'Email', password: 'Password', captcha: 'Quick check' };

/**
 * The captcha a login is asked for once its account has had many refused logins from anywhere: its
 * widget (and proof-of-work worker) loads only then, never with the form.
 */
const { Component: LazyLoginCaptcha } = lazyOnIntent(
  () => import('./login-captcha').then((module) => module.LoginCaptcha),
  <div className={styles.captchaLoading}>
    <Spinner label="Loading the check" />
  </div>,
);

/** The toast text of a refused login: every field message the server gave, else its message. */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof BffError) || error.isNetworkFailure) return LOGIN_FAILED_MESSAGE;
  return error.fieldMessages.length > 0 ? fieldMessagesText(error) : error.message;
}

interface LoginFormProps {
  /** After a successful login, e.g. to close the dropdown or modal. */
  onSuccess?: () => void;
  /**
   * An unverified account: the /login page shows it in its Verification tab. Without this handler
   * the form itself is replaced by the resend notice (dropdown and modal).
   */
  onUnverified?: (uuid: string) => void;
  /** 2 on a page, 3 inside a titled dialog. */
  headingLevel?: 2 | 3;
}

/**
 * The one login form of the shop (header dropdown, /login page, login modal): email, password,
 * Remember Me; the button stays disabled until both fields are valid and says why.
 */
export function LoginForm({ onSuccess, onUnverified, headingLevel = 3 }: LoginFormProps) {
  const router = useRouter();
  const location = useRouterState({ select: (state) => state.location });
  const { data: session } = useQuery(sessionQueries.current());
  // Remember Me left only the email behind (in an httpOnly cookie the BFF reads back): never a password.
  const rememberedEmail = session?.anonymous ? session.rememberedEmail : undefined;
  const form = useForm({
    schema: LoginSchema,
    initialInput: { email: rememberedEmail ?? '', password: '', remember: rememberedEmail !== undefined },
    // Validating from the start keeps `missing` true to the inputs, which drives the disabled button.
    validate: 'initial',
    revalidate: 'input',
  });
  const remember = useField(form, { path: ['remember'] });
  // Undefined until the BFF asks for it; '' while the box is not (or no longer) ticked.
  const captcha = useField(form, { path: ['captcha'] });
  const captchaAsked = captcha.input !== undefined;
  const [unverifiedUuid, setUnverifiedUuid] = useState<string | null>(null);

  const login = useLogin({
    onSuccess: (view) => {
      reset(form);
      notify.success(LOGIN_SUCCESS.title, { description: LOGIN_SUCCESS.description });
      onSuccess?.();
      if (view.anonymous) return;
      const search = location.search as Record<string, unknown>;
      const target = loginRedirect({ pathname: location.pathname, redirect: search[REDIRECT_PARAM], userType: view.userType });
      if (target) void router.navigate({ href: target, replace: location.pathname === '/login' });
    },
    onError: (error) => {
      // Each solution logs in once, whatever the answer: the box must be ticked anew for another try.
      if (error instanceof BffError && (error.code === 'captcha_required' || captchaAsked)) setInput(form, { path: ['captcha'], input: '' });
      if (error instanceof BffError && error.code === 'captcha_required') return;
      if (error instanceof BffError && error.code === 'unverified' && error.uuid) {
        if (onUnverified) onUnverified(error.uuid);
        else setUnverifiedUuid(error.uuid);
        return;
      }
      notify.error('Error', { description: loginErrorMessage(error) });
    },
  });

  const anotherAccount = () => {
    setUnverifiedUuid(null);
    reset(form, { initialInput: { email: '', password: '', remember: false } });
  };

  if (unverifiedUuid) {
    return (
      <VerificationNotice
        uuid={unverifiedUuid}
        heading={UNVERIFIED_HEADING}
        headingLevel={headingLevel}
        footer={
          <Button variant="ghost" size="sm" className={styles.switch} onPress={anotherAccount}>
            Login to another account?
          </Button>
        }
      >
        <p>{UNVERIFIED_TEXT}</p>
      </VerificationNotice>
    );
  }

  return (
    <Form method="post" of={form} onSubmit={(credentials: LoginOutput) => login.mutate(credentials)} className={styles.form} aria-label="Log in">
      <FormEmailField of={form} path={['email']} label={LABELS.email} />
      <FormPasswordField of={form} path={['password']} label={LABELS.password} autoComplete="current-password" maxLength={LIMITS.passwordMax + 1} />
      {captchaAsked && (
        <>
          <p className={styles.captchaNote}>{LOGIN_CAPTCHA_MESSAGE}</p>
          <LazyLoginCaptcha form={form} label={LABELS.captcha} />
        </>
      )}
      <div className={styles.row}>
        <Checkbox name={remember.props.name} isSelected={remember.input === true} onChange={(selected) => remember.onChange(selected)}>
          Remember Me
        </Checkbox>
        <Link to="/forget-password" className={styles.small}>
          Forgot Password?
        </Link>
      </div>
      <FormSubmit missing={missingFieldLabels(form, LABELS)} isPending={login.isPending}>
        LOGIN
      </FormSubmit>
      <p className={styles.footer}>
        New customer?{' '}
        <Link to="/registration" className={styles.small}>
          Register
        </Link>
      </p>
    </Form>
  );
}
