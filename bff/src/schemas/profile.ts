import * as v from 'valibot';
import { FirstNameSchema, LastNameSchema, OptionalPhoneSchema, OptionalTextSchema } from './fields';
import { LIMITS } from './limits';

// The account area's Account Info form. Names keep the registration rules; phone and company are
// optional because individual accounts register without them.
export const ProfileSchema = v.object({
  first_name: FirstNameSchema,
  last_name: LastNameSchema,
  contact_no: OptionalPhoneSchema,
  company: OptionalTextSchema(LIMITS.company),
});

export type ProfileInput = v.InferInput<typeof ProfileSchema>;
export type ProfileOutput = v.InferOutput<typeof ProfileSchema>;
