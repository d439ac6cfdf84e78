import * as v from 'valibot';
import { LIMITS } from './limits';

// The building blocks every form schema is made of, so a rule and its message are written once.
// They run in the browser (formisch) and in the BFF (@hono/valibot-validator), so: no DOM, no Node.

/** Upload size cap shared by the proof-of-student file and the CV; the BFF enforces it again. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const maxMessage = (limit: number) => `Maximum ${limit} characters!`;

/**
 * Control characters (NUL and the like; tab and line breaks stay allowed) and the Unicode bidi
 * overrides and isolates, which make a name display differently from what it is in an email, an
 * invoice or an admin screen.
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const ALLOWED_CONTROLS = /[\t\n\r]/g;
export const HIDDEN_CHARACTERS_MESSAGE = 'Please remove the hidden or control characters.';
const withoutHiddenCharacters = v.check(
  (text: string) => !HIDDEN_CHARACTERS.test(text.replace(ALLOWED_CONTROLS, '')),
  HIDDEN_CHARACTERS_MESSAGE,
);
export const minMessage = (limit: number) => `Minimum ${limit} characters`;

// A form shows one message per field, so a field reports only its first broken rule, in the
// spec's order (required, then length, then pattern); the BFF's `fields` map stays as short.
const firstIssueOnly = <TSchema extends v.GenericSchema>(schema: TSchema) => v.config(schema, { abortPipeEarly: true });

/**
 * The head of every required text's pipe. A form field never touched arrives as `undefined` and a JSON
 * body may leave the key out; both are treated as '' so the field's own required message is given
 * (valibot would otherwise report a missing key with a generic text). Anything but text gets the
 * required message too.
 */
function TextInputSchema(requiredMessage: string) {
  return v.optional(v.string(requiredMessage), '');
}

/** A required, trimmed text of at most `max` (and at least `min`, where the spec asks for it). */
export function RequiredTextSchema(requiredMessage: string, max: number, min = 0) {
  return firstIssueOnly(
    v.pipe(
      TextInputSchema(requiredMessage),
      v.trim(),
      v.nonEmpty(requiredMessage),
      v.minLength(min, minMessage(min)),
      v.maxLength(max, maxMessage(max)),
      withoutHiddenCharacters,
    ),
  );
}

/** Presence only, taken as typed: a captcha payload, a password to compare, a choice's id. */
export function NonEmptyTextSchema(requiredMessage: string) {
  return v.pipe(TextInputSchema(requiredMessage), v.nonEmpty(requiredMessage));
}

const CAPTCHA_REQUIRED_MESSAGE = 'Please complete the captcha';

/** A captcha widget's solved payload, a string the BFF verifies and then drops. */
export const CaptchaSchema = NonEmptyTextSchema(CAPTCHA_REQUIRED_MESSAGE);

/**
 * A captcha a call needs only sometimes: absent (undefined, also in a form) until the BFF asks for it,
 * then required like any other ('' while the box is not ticked).
 */
export const OptionalCaptchaSchema = v.optional(v.pipe(v.string(CAPTCHA_REQUIRED_MESSAGE), v.nonEmpty(CAPTCHA_REQUIRED_MESSAGE)));

/** One of fixed options (a select or a radio group), with one message for missing and unknown. */
export function RequiredChoiceSchema<const TOptions extends readonly [string, ...string[]]>(
  options: TOptions,
  message: string,
) {
  return v.pipe(TextInputSchema(message), v.picklist(options, message));
}

/** An optional, trimmed text; absent becomes '' so payloads keep one shape. */
export function OptionalTextSchema(max: number) {
  return v.optional(firstIssueOnly(v.pipe(v.string(), v.trim(), v.maxLength(max, maxMessage(max)), withoutHiddenCharacters)), '');
}

export const FirstNameSchema = RequiredTextSchema('First name is required', LIMITS.name);
export const LastNameSchema = RequiredTextSchema('Last name is required', LIMITS.name);

interface EmailMessages {
  required: string;
  invalid: string;
  max: string;
}

const DEFAULT_EMAIL_MESSAGES: EmailMessages = {
  required: 'Email is required',
  invalid: 'Email is invalid',
  max: maxMessage(LIMITS.email),
};

/** Email: required, max 60, pattern. The newsletter form words its messages differently. */
export function EmailSchema(messages: EmailMessages = DEFAULT_EMAIL_MESSAGES) {
  return firstIssueOnly(
    v.pipe(
      TextInputSchema(messages.required),
      v.trim(),
      v.nonEmpty(messages.required),
      v.maxLength(LIMITS.email, messages.max),
      v.email(messages.invalid),
    ),
  );
}

/** Passwords are never trimmed: a space is a legitimate password character. */
export function PasswordSchema(min: number = LIMITS.passwordMin) {
  const required = 'Password is required';
  return firstIssueOnly(
    v.pipe(
      TextInputSchema(required),
      v.nonEmpty(required),
      v.minLength(min, minMessage(min)),
      v.maxLength(LIMITS.passwordMax, maxMessage(LIMITS.passwordMax)),
    ),
  );
}

/** The confirmation fields only need to be present; whether they match is an object-level check. */
export const EmailConfirmationSchema = v.pipe(
  TextInputSchema('Confirm email is required'),
  v.trim(),
  v.nonEmpty('Confirm email is required'),
);
export const PasswordConfirmationSchema = NonEmptyTextSchema('Confirm password is required');

// MatchEmail / MatchPassword of the spec.
export const MATCH_EMAIL_MESSAGE = "Email doesn't match";
export const MATCH_PASSWORD_MESSAGE = "Password doesn't match";

/**
 * `confirmKey` must equal `key`. The issue is forwarded to the confirmation field so the form shows it
 * there, and partialCheck lets it run while other fields are still invalid. An empty confirmation is
 * left to its own required message.
 */
export function MatchSchema<TInput extends object>(
  key: keyof TInput & string,
  confirmKey: keyof TInput & string,
  message: string,
): v.BaseValidation<TInput, TInput, v.BaseIssue<unknown>> {
  const check = v.partialCheck<Record<string, unknown>, [[string], [string]], Record<string, unknown>, string>(
    [[key], [confirmKey]],
    (input) => input[confirmKey] === '' || input[key] === input[confirmKey],
    message,
  );
  // valibot cannot check paths against a generic object type; the key parameters above do that, and
  // TInput is inferred from the pipe, so the schema keeps its full output type.
  return v.forward(check, [confirmKey]) as unknown as v.BaseValidation<TInput, TInput, v.BaseIssue<unknown>>;
}

// Phone numbers (business, reseller, student, profile). The form filters keys to the characters a
// phone number is typed with; the schema then asks for a UK number in any usual spacing.
const PHONE_CHARACTER = /^[0-9.\-+ ]$/;
const PHONE_DISALLOWED = /[^0-9.\-+ ]/g;
const PHONE_SEPARATORS = /[ .-]/g;
// +44 / 0044 (optionally followed by the trunk 0 people often keep) or 0, then 9 or 10 digits.
const UK_PHONE = /^(?:(?:\+|00)440?|0)[1-9]\d{8,9}$/;

/** For onKeyDown: digits, decimal point, minus, space and plus; keys like Backspace or Tab pass. */
export function isPhoneKeyAllowed(key: string): boolean {
  return key.length !== 1 || PHONE_CHARACTER.test(key);
}

/** For pasted or autofilled text, where no key event happens: drops every other character. */
export function cleanPhoneInput(text: string): string {
  return text.replace(PHONE_DISALLOWED, '');
}

export function isUkPhoneNumber(text: string): boolean {
  return UK_PHONE.test(text.replace(PHONE_SEPARATORS, ''));
}

export const PHONE_INVALID_MESSAGE = 'Phone number is invalid';

export const PhoneSchema = firstIssueOnly(
  v.pipe(
    TextInputSchema('Phone number is required'),
    v.trim(),
    v.nonEmpty('Phone number is required'),
    v.maxLength(LIMITS.phone, maxMessage(LIMITS.phone)),
    v.check(isUkPhoneNumber, PHONE_INVALID_MESSAGE),
  ),
);

/** The profile's phone: may be left empty, but a number given must be a UK one. */
export const OptionalPhoneSchema = v.optional(
  firstIssueOnly(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(LIMITS.phone, maxMessage(LIMITS.phone)),
      v.check((text) => text === '' || isUkPhoneNumber(text), PHONE_INVALID_MESSAGE),
    ),
  ),
  '',
);

/**
 * A checkbox: a boolean from a form or JSON, or the strings a multipart body carries ('1'/'0' as the
 * upstream's is_subscribe, 'true'/'false', or 'on' from a native checkbox). Always a boolean out.
 */
export function CheckboxSchema(message?: string) {
  return v.union(
    [
      v.boolean(),
      v.pipe(
        v.picklist(['true', 'false', '1', '0', 'on']),
        v.transform((text) => text === 'true' || text === '1' || text === 'on'),
      ),
    ],
    message,
  );
}

/** An optional checkbox, unticked unless given. */
export function OptionalCheckboxSchema() {
  return v.optional(CheckboxSchema(), false);
}

/** A checkbox that must be ticked, e.g. the privacy policy; left out counts as unticked. */
export function RequiredCheckboxSchema(message: string) {
  return v.pipe(v.optional(CheckboxSchema(message), false), v.value(true, message));
}

interface UploadRule {
  extensions: readonly string[];
  mimeTypes: readonly string[];
  typeMessage: string;
  /** A smaller limit than MAX_UPLOAD_BYTES for this kind, with its own words. */
  maxSize?: { bytes: number; message: string };
}

export const FILE_TOO_LARGE_MESSAGE = `Maximum file size is ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

// Types that claim nothing: some systems give '' for Office files, and generic clients send
// application/octet-stream for any file part.
const UNDECLARED_TYPES = ['', 'application/octet-stream'];

/**
 * The name's extension must be allowed, and so must the declared type when there is one. Both are
 * only claims: the BFF also checks the content.
 */
export function isAllowedUpload(file: File, rule: Pick<UploadRule, 'extensions' | 'mimeTypes'>): boolean {
  return (
    rule.extensions.includes(extensionOf(file.name)) &&
    (UNDECLARED_TYPES.includes(file.type) || rule.mimeTypes.includes(file.type))
  );
}

// A default that yields nothing: it makes valibot run the rules for a left-out key too, so a missing
// file gets the field's own message like an empty one.
const nothing = () => undefined;

/** A required upload of the given kinds, non-empty, at most MAX_UPLOAD_BYTES (or the kind's own limit). */
export function UploadSchema(rule: UploadRule, requiredMessage: string) {
  const maxSize = rule.maxSize ?? { bytes: MAX_UPLOAD_BYTES, message: FILE_TOO_LARGE_MESSAGE };
  return firstIssueOnly(
    v.pipe(
      v.optional(v.file(requiredMessage), nothing),
      v.file(requiredMessage),
      v.check((file) => file.size > 0, requiredMessage),
      v.check((file) => isAllowedUpload(file, rule), rule.typeMessage),
      v.maxSize(maxSize.bytes, maxSize.message),
    ),
  );
}

/** An `accept` attribute for a file input: the extensions and the MIME types. */
export function acceptAttribute(rule: Pick<UploadRule, 'extensions' | 'mimeTypes'>): string {
  return [...rule.extensions.map((extension) => `.${extension}`), ...rule.mimeTypes].join(',');
}
