import type * as v from 'valibot';
import {
  BusinessRegistrationSchema,
  IndividualRegistrationSchema,
  ResellerRegistrationSchema,
  StudentRegistrationSchema,
  type BusinessRegistrationInput,
  type IndividualRegistrationInput,
  type ResellerRegistrationInput,
  type StudentRegistrationInput,
} from '@bff/schemas/registration';
import type { AccountType } from '@bff/shared/answer-kinds';

/** Every field any of the four sign-up forms has. */
export type RegistrationFormInput = Partial<
  IndividualRegistrationInput & BusinessRegistrationInput & ResellerRegistrationInput & StudentRegistrationInput
>;
export type RegistrationFieldName = keyof RegistrationFormInput & string;

/**
 * The four shared schemas seen as one form shape, so a single form component renders any of them by
 * its field list. Each schema still validates exactly its own fields with its own messages.
 */
export type RegistrationFormSchema = v.GenericSchema<RegistrationFormInput, Record<string, unknown>>;

export interface RegistrationForm {
  accountType: AccountType;
  schema: RegistrationFormSchema;
  /** In the spec's order. */
  fields: readonly RegistrationFieldName[];
  initialInput: RegistrationFormInput;
  /** The page's h1 and intro. */
  title: string;
  intro: string;
  path: string;
}

const PERSON = ['title', 'first_name', 'last_name'] as const;
const PASSWORDS = ['password', 'password_confirmation'] as const;
const EMAILS = ['email', 'email_confirmation'] as const;
const AGREEMENTS = ['is_subscribe', 'privacy_policy'] as const;

// The first title is the default.
const BASE_INPUT = { title: 'Mr.' } as const;
// Consent is given by ticking, never by leaving a box as it came (UK GDPR and PECR: no pre-ticked boxes).
const UNTICKED_AGREEMENTS = { is_subscribe: false, privacy_policy: false } as const;

export const REGISTRATION_FORMS: Record<AccountType, RegistrationForm> = {
  individual: {
    accountType: 'individual',
    schema: IndividualRegistrationSchema as unknown as RegistrationFormSchema,
    fields: [...PERSON, ...EMAILS, ...PASSWORDS],
    initialInput: BASE_INPUT,
    title: 'Create your account',
    intro: 'Order online, track every job and download your invoices in one place.',
    path: '/registration',
  },
  business: {
    accountType: 'business',
    schema: BusinessRegistrationSchema as unknown as RegistrationFormSchema,
    fields: [...PERSON, 'company', ...EMAILS, 'contact_no', ...PASSWORDS, ...AGREEMENTS],
    initialInput: { ...BASE_INPUT, ...UNTICKED_AGREEMENTS },
    title: 'Open a business account',
    intro: 'For companies that print regularly: better prices on every order and a real person to call.',
    path: '/registration/bussiness-account',
  },
  reseller: {
    accountType: 'reseller',
    schema: ResellerRegistrationSchema as unknown as RegistrationFormSchema,
    fields: [...PERSON, 'company', ...EMAILS, 'contact_no', ...PASSWORDS, 'designer_amount', ...AGREEMENTS],
    initialInput: { ...BASE_INPUT, ...UNTICKED_AGREEMENTS },
    title: 'Open a reseller account',
    intro: 'Designers, agencies and print brokers: we print, you keep the client.',
    path: '/registration/reseller-account',
  },
  student: {
    accountType: 'student',
    schema: StudentRegistrationSchema as unknown as RegistrationFormSchema,
    fields: [...PERSON, 'university', ...EMAILS, 'contact_no', ...PASSWORDS, 'proof_file', ...AGREEMENTS],
    initialInput: { ...BASE_INPUT, ...UNTICKED_AGREEMENTS },
    title: 'Open a student account',
    intro: 'Degree shows, portfolios and posters for less, once we have seen proof that you study.',
    path: '/registration/student-account',
  },
};

/** Fields the submit handler checks itself, answering with the spec's 3-second toasts. */
export const GATED_FIELDS = ['privacy_policy', 'proof_file'] as const;
