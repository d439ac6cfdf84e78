import * as v from 'valibot';
import { EmailSchema, OptionalCaptchaSchema, PasswordSchema } from './fields';

// Login fields, their lengths and messages. Shared by the login forms and POST /api/session.
export const LoginSchema = v.object({
  email: EmailSchema(),
  password: PasswordSchema(),
  // Remember Me keeps the session cookie beyond the browser session; credentials are never stored.
  remember: v.optional(v.boolean(), false),
  // Asked for only once the account's refused logins from anywhere are spent (the BFF answers
  // 'captcha_required'): then a solved captcha lets its owner in where a stranger's guesses stop.
  captcha: OptionalCaptchaSchema,
});

export type LoginInput = v.InferInput<typeof LoginSchema>;
export type LoginOutput = v.InferOutput<typeof LoginSchema>;
