import * as v from 'valibot';
import { EmailSchema, NonEmptyTextSchema, RequiredTextSchema } from './fields';
import { LIMITS } from './limits';

// The contact form. The captcha is the widget's solution payload, a string the BFF
// verifies and then drops: the upstream's contact-us call takes name, email and message only.
export const CAPTCHA_REQUIRED_MESSAGE = 'Please complete the captcha';

export const ContactSchema = v.object({
  name: RequiredTextSchema('Name is required', LIMITS.name),
  email: EmailSchema(),
  message: RequiredTextSchema('Message is required', LIMITS.message),
  captcha: NonEmptyTextSchema(CAPTCHA_REQUIRED_MESSAGE),
});

export type ContactInput = v.InferInput<typeof ContactSchema>;
export type ContactOutput = v.InferOutput<typeof ContactSchema>;
