import * as v from 'valibot';
import { CaptchaSchema, EmailSchema, RequiredTextSchema } from './fields';
import { LIMITS } from './limits';

// The contact form. The upstream's contact-us call takes name, email and message only.
export const ContactSchema = v.object({
  name: RequiredTextSchema('Name is required', LIMITS.name),
  email: EmailSchema(),
  message: RequiredTextSchema('Message is required', LIMITS.message),
  captcha: CaptchaSchema,
});

export type ContactInput = v.InferInput<typeof ContactSchema>;
export type ContactOutput = v.InferOutput<typeof ContactSchema>;
