import type { FormStore } from '@formisch/react';
import type { LoginSchema } from '@bff/schemas/auth';
import { CaptchaField } from '@web/components/ui/captcha-field';
import { LOGIN_CAPTCHA_CHALLENGE_URL } from '../api/session';

/** The login's captcha, in a module of its own: the widget's code loads only for a login that is asked for it. */
export function LoginCaptcha({ form, label }: { form: FormStore<typeof LoginSchema>; label: string }) {
  return <CaptchaField of={form} path={['captcha']} label={label} challengeUrl={LOGIN_CAPTCHA_CHALLENGE_URL} />;
}
