import * as v from 'valibot';
import {
  EmailConfirmationSchema,
  EmailSchema,
  FirstNameSchema,
  LastNameSchema,
  MATCH_EMAIL_MESSAGE,
  MATCH_PASSWORD_MESSAGE,
  MatchSchema,
  OptionalCheckboxSchema,
  PasswordConfirmationSchema,
  PasswordSchema,
  PhoneSchema,
  RequiredCheckboxSchema,
  RequiredChoiceSchema,
  RequiredTextSchema,
  UploadSchema,
  acceptAttribute,
} from './fields';
import { LIMITS } from './limits';

// The four sign-up forms. Field names are
// the upstream's payload names, so the BFF forwards the output as it is (minus privacy_policy and the
// file, which it handles itself).

/** The title dropdown; the first entry is the default. */
export const TITLES = ['Mr.', 'Mrs', 'Miss', 'Dr.', 'Others'] as const;
export type Title = (typeof TITLES)[number];

/** Reseller client counts, as the upstream stores them. */
export const DESIGNER_AMOUNTS = ['1-5', '6-19', '20-49', '50 +'] as const;
export type DesignerAmount = (typeof DESIGNER_AMOUNTS)[number];

export const ACCOUNT_TYPE_IDS = { individual: 1, business: 2, reseller: 3, student: 4 } as const;

export const PRIVACY_POLICY_MESSAGE = 'Please agree to the privacy policy!';
export const PROOF_FILE_MESSAGE = 'Please upload proof of student file!';

/** Proof of student status: what the form accepts, and what the BFF may find when it reads the bytes. */
export const PROOF_FILE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx'] as const;
export const PROOF_FILE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
/** file-type reports a legacy .doc as its container format, Compound File Binary. */
export const PROOF_FILE_CONTENT_TYPES = [...PROOF_FILE_MIME_TYPES, 'application/x-cfb'] as const;
export const PROOF_FILE_TYPE_MESSAGE = 'Please upload a jpg, jpeg, png, pdf, doc or docx file';
const PROOF_FILE_RULE = {
  extensions: PROOF_FILE_EXTENSIONS,
  mimeTypes: PROOF_FILE_MIME_TYPES,
  typeMessage: PROOF_FILE_TYPE_MESSAGE,
};
export const PROOF_FILE_ACCEPT = acceptAttribute(PROOF_FILE_RULE);

const PersonEntries = {
  title: RequiredChoiceSchema(TITLES, 'Title is required'),
  first_name: FirstNameSchema,
  last_name: LastNameSchema,
  email: EmailSchema(),
  email_confirmation: EmailConfirmationSchema,
  password_confirmation: PasswordConfirmationSchema,
};

/** Business, reseller and student accounts: a phone number, offers opt-in and the privacy policy. */
const SpecialAccountEntries = {
  ...PersonEntries,
  password: PasswordSchema(),
  contact_no: PhoneSchema,
  is_subscribe: OptionalCheckboxSchema(),
  privacy_policy: RequiredCheckboxSchema(PRIVACY_POLICY_MESSAGE),
};

interface Confirmable {
  email: string;
  email_confirmation: string;
  password: string;
  password_confirmation: string;
}

/** The sign-up object with the spec's MatchEmail and MatchPassword on the confirmation fields. */
function ConfirmedSchema<TSchema extends v.GenericSchema<unknown, Confirmable>>(schema: TSchema) {
  return v.pipe(
    schema,
    MatchSchema<v.InferOutput<TSchema>>('email', 'email_confirmation', MATCH_EMAIL_MESSAGE),
    MatchSchema<v.InferOutput<TSchema>>('password', 'password_confirmation', MATCH_PASSWORD_MESSAGE),
  );
}

const CompanySchema = RequiredTextSchema('Company name is required', LIMITS.company);

export const IndividualRegistrationSchema = ConfirmedSchema(
  // The individual form alone asks for 7 characters.
  v.object({ ...PersonEntries, password: PasswordSchema(LIMITS.individualPasswordMin) }),
);

export const BusinessRegistrationSchema = ConfirmedSchema(
  v.object({ ...SpecialAccountEntries, company: CompanySchema }),
);

export const ResellerRegistrationSchema = ConfirmedSchema(
  v.object({
    ...SpecialAccountEntries,
    company: CompanySchema,
    designer_amount: RequiredChoiceSchema(DESIGNER_AMOUNTS, 'Please select how may clients do you have'),
  }),
);

export const StudentRegistrationSchema = ConfirmedSchema(
  v.object({
    ...SpecialAccountEntries,
    university: RequiredTextSchema('University name is required', LIMITS.university),
    proof_file: UploadSchema(PROOF_FILE_RULE, PROOF_FILE_MESSAGE),
  }),
);

export type IndividualRegistrationInput = v.InferInput<typeof IndividualRegistrationSchema>;
export type IndividualRegistrationOutput = v.InferOutput<typeof IndividualRegistrationSchema>;
export type BusinessRegistrationInput = v.InferInput<typeof BusinessRegistrationSchema>;
export type BusinessRegistrationOutput = v.InferOutput<typeof BusinessRegistrationSchema>;
export type ResellerRegistrationInput = v.InferInput<typeof ResellerRegistrationSchema>;
export type ResellerRegistrationOutput = v.InferOutput<typeof ResellerRegistrationSchema>;
export type StudentRegistrationInput = v.InferInput<typeof StudentRegistrationSchema>;
export type StudentRegistrationOutput = v.InferOutput<typeof StudentRegistrationSchema>;
