import * as v from 'valibot';
import { EmailSchema } from './fields';

// The newsletter sign-up: one message when empty, one for anything that is not an email.
export const NewsletterSchema = v.object({
  email: EmailSchema({
    required: 'Email filled is required',
    invalid: 'Please enter a valid email address',
    max: 'Please enter a valid email address',
  }),
});

export type NewsletterInput = v.InferInput<typeof NewsletterSchema>;
export type NewsletterOutput = v.InferOutput<typeof NewsletterSchema>;
