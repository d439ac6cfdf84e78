import * as v from 'valibot';
import { NonEmptyTextSchema, OptionalTextSchema } from './fields';
import { LIMITS } from './limits';

// A reason is required; the message only when the reason is 'Other'.
// The token comes from the page's link, not from this form.

/** The value of the 'Other' choice the page adds after the upstream's feedback reasons. */
export const OTHER_FEEDBACK = 'other';

const MESSAGE_REQUIRED = 'Message is required';

export const UnsubscribeSchema = v.pipe(
  v.object({
    // A reason's id from the feedback list (sent as text by forms), or OTHER_FEEDBACK.
    feedback: NonEmptyTextSchema('Please select a reason'),
    message: OptionalTextSchema(LIMITS.message),
  }),
  v.forward(
    v.partialCheck(
      [['feedback'], ['message']],
      (input) => input.feedback !== OTHER_FEEDBACK || input.message !== '',
      MESSAGE_REQUIRED,
    ),
    ['message'],
  ),
);

export type UnsubscribeInput = v.InferInput<typeof UnsubscribeSchema>;
export type UnsubscribeOutput = v.InferOutput<typeof UnsubscribeSchema>;
