import type { FormEvent } from 'react';
import { getInput, handleSubmit, reset, useForm, type FormStore } from '@formisch/react';
import { useNavigate } from '@tanstack/react-router';
import { LIMITS } from '@bff/schemas/limits';
import {
  DESIGNER_AMOUNTS,
  PRIVACY_POLICY_MESSAGE,
  PROOF_FILE_ACCEPT,
  PROOF_FILE_MESSAGE,
  TITLES,
} from '@bff/schemas/registration';
import { Checkbox } from '@web/components/ui/checkbox';
import { FileField } from '@web/components/ui/file-field';
import { FormPasswordField } from '@web/components/ui/form-password-field';
import { FormSubmit, missingFieldLabels } from '@web/components/ui/form-submit';
import { FormPhoneField } from '@web/components/ui/form-phone-field';
import { FormTextField } from '@web/components/ui/form-text-field';
import { Link } from '@web/components/ui/link';
import { RadioGroup } from '@web/components/ui/radio-group';
import { Select } from '@web/components/ui/select';
import { useBoundField } from '@web/components/ui/use-bound-field';
import { BffError } from '@web/lib/bff-client';
import { showServerFieldErrors } from '@web/lib/form-errors';
import { notify } from '@web/lib/toast';
import { useRegister } from '../api/registration';
import { GATED_FIELDS, type RegistrationFieldName, type RegistrationForm as FormConfig, type RegistrationFormSchema } from '../registration-forms';
import styles from './registration-form.module.css';
import { SOMETHING_WENT_WRONG } from '@bff/shared/messages';
import { fieldMessagesText } from '@web/lib/server-message';

type Form = FormStore<RegistrationFormSchema>;

export const REGISTERED_MESSAGE = 'You have been successfully registered.';
/** No field messages, or no answer at all. */
const REFUSED_MESSAGE = 'Sorry something went wrong.';
/** The privacy and proof-file toasts show for 3 seconds. */
const GATE_TOAST_MS = 3000;

const LABELS: Record<RegistrationFieldName, string> = {
  title: 'Title',
  first_name: 'First name',
  last_name: 'Last name',
  company: 'Company name',
  university: 'University / College',
  email: 'Email address',
  email_confirmation: 'Confirm email address',
  contact_no: 'Phone number',
  password: 'Password',
  password_confirmation: 'Confirm password',
  designer_amount: 'How many clients do you design for?',
  proof_file: 'Proof of student status',
  is_subscribe: 'Newsletter',
  privacy_policy: 'Privacy policy',
};

/** The toast of a refused sign-up: title and optional description. */
export function registrationErrorToast(error: unknown): { title: string; description?: string } {
  if (!(error instanceof BffError) || error.isNetworkFailure) return { title: SOMETHING_WENT_WRONG };
  if (error.fieldMessages.length > 0) return { title: 'Error', description: fieldMessagesText(error) };
  return { title: error.message || REFUSED_MESSAGE };
}

interface RegistrationFormProps {
  config: FormConfig;
}

/**
 * One sign-up form for the four account types, rendering the type's fields in the spec's order. The
 * button is disabled while a field is invalid; the privacy policy and the proof file are checked on
 * submit instead, with the spec's 3-second toasts. Nothing typed is lost when the server refuses.
 */
export function RegistrationForm({ config }: RegistrationFormProps) {
  const navigate = useNavigate();
  const form = useForm({ schema: config.schema, initialInput: config.initialInput, validate: 'initial', revalidate: 'input' });
  const labels = Object.fromEntries(config.fields.map((name) => [name, LABELS[name]]));
  const missing = missingFieldLabels(form, labels, GATED_FIELDS);
  // A choice nobody has touched would otherwise never say what it wants: once it is all that keeps
  // REGISTER disabled, it shows its own message.
  const onlyChoiceLeft = missing.length === 1 && missing[0] === LABELS.designer_amount;

  const signUp = useRegister(config.accountType, {
    onSuccess: ({ uuid }) => {
      reset(form);
      notify.success(REGISTERED_MESSAGE, { description: 'Please check your email and verify your account.' });
      void navigate({ to: '/registration-success/$uuid', params: { uuid } });
    },
    onError: (error) => {
      // The server's field messages also go under their fields, so the shopper sees where.
      showServerFieldErrors(form, error, config.fields);
      const toast = registrationErrorToast(error);
      notify.error(toast.title, { description: toast.description, cause: error });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (config.fields.includes('privacy_policy') && getInput(form, { path: ['privacy_policy'] }) !== true) {
      notify.info(PRIVACY_POLICY_MESSAGE, { duration: GATE_TOAST_MS });
      return;
    }
    if (config.fields.includes('proof_file') && !(getInput(form, { path: ['proof_file'] }) instanceof File)) {
      notify.info(PROOF_FILE_MESSAGE, { duration: GATE_TOAST_MS });
      return;
    }
    void handleSubmit(form, (fields) => signUp.mutate(fields))();
  };

  return (
    <form method="post" noValidate onSubmit={submit} className={styles.form} aria-label={config.title}>
      <p className={styles.required}>All fields are required</p>
      <div className={styles.grid}>
        {config.fields.map((name) => (
          <RegistrationField key={name} form={form} name={name} config={config} flagMissing={onlyChoiceLeft} />
        ))}
      </div>
      <FormSubmit missing={missing} isPending={signUp.isPending}>
        REGISTER
      </FormSubmit>
      <p className={styles.login}>
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </form>
  );
}

// Text inputs: their label, keyboard and browser autofill hints. Limits are one over the rule, so the
// shopper sees the 'Maximum … characters!' message rather than a silent stop.
const TEXT_FIELDS = {
  first_name: { autoComplete: 'given-name', maxLength: LIMITS.name + 1 },
  last_name: { autoComplete: 'family-name', maxLength: LIMITS.name + 1 },
  company: { autoComplete: 'organization', maxLength: LIMITS.company + 1 },
  university: { autoComplete: 'organization', maxLength: LIMITS.university + 1 },
  email: { autoComplete: 'email', maxLength: LIMITS.email + 1, type: 'email', inputMode: 'email' },
  email_confirmation: { autoComplete: 'email', maxLength: LIMITS.email + 1, type: 'email', inputMode: 'email' },
} as const;

interface FieldProps {
  form: Form;
  name: RegistrationFieldName;
  config: FormConfig;
  /** Show a missing choice's message before the shopper has visited it. */
  flagMissing: boolean;
}

function RegistrationField({ form, name, config, flagMissing }: FieldProps) {
  switch (name) {
    case 'title':
      return <TitleField form={form} />;
    case 'contact_no':
      return (
        <FormPhoneField
          of={form}
          path={['contact_no']}
          label={LABELS.contact_no}
          description="A UK number, e.g. 020 7946 0000 or 07700 900123"
          className={styles.wide}
        />
      );
    case 'password':
      return (
        <FormPasswordField
          of={form}
          path={['password']}
          label={LABELS.password}
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax + 1}
          showStrength
          // The individual form asks for 7 characters, the others for 6.
          description={
            config.accountType === 'individual'
              ? `Use at least ${LIMITS.individualPasswordMin} characters with at least 2 of uppercase, lowercase, numbers, symbols.`
              : undefined
          }
        />
      );
    case 'password_confirmation':
      return (
        <FormPasswordField
          of={form}
          path={['password_confirmation']}
          label={LABELS.password_confirmation}
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax + 1}
        />
      );
    case 'designer_amount':
      return <DesignerAmountField form={form} flagMissing={flagMissing} />;
    case 'proof_file':
      return <ProofFileField form={form} />;
    case 'is_subscribe':
      return <CheckboxField form={form} name="is_subscribe" label="Send me offers, new products and print tips by email" />;
    case 'privacy_policy':
      return (
        <CheckboxField
          form={form}
          name="privacy_policy"
          label={
            <>
              I agree to the{' '}
              {/* A new tab, so reading the policy never loses what has been typed here. */}
              <Link to="/info/$slug" params={{ slug: 'privacy-policy-cookies' }} target="_blank" rel="noopener" aria-label="privacy policy (opens in a new tab)">
                privacy policy
              </Link>
            </>
          }
        />
      );
    default:
      return <FormTextField of={form} path={[name]} label={LABELS[name]} {...TEXT_FIELDS[name]} className={styles[name]} />;
  }
}

function TitleField({ form }: { form: Form }) {
  const { field, errorMessage, onBlur } = useBoundField(form, ['title']);
  return (
    <Select
      label={LABELS.title}
      name={field.props.name}
      autoComplete="honorific-prefix"
      options={TITLES.map((title) => ({ id: title, label: title }))}
      value={typeof field.input === 'string' ? field.input : null}
      onChange={field.onChange}
      onBlur={onBlur}
      errorMessage={errorMessage}
      className={styles.title}
    />
  );
}

function DesignerAmountField({ form, flagMissing }: { form: Form; flagMissing: boolean }) {
  const { field, errorMessage, onBlur } = useBoundField(form, ['designer_amount']);
  return (
    <RadioGroup
      label={LABELS.designer_amount}
      description="Roughly how many clients you design for each year."
      name={field.props.name}
      options={DESIGNER_AMOUNTS}
      value={typeof field.input === 'string' ? field.input : null}
      onChange={(amount) => field.onChange(amount)}
      onBlur={onBlur}
      errorMessage={errorMessage ?? (flagMissing ? (field.errors?.[0] ?? null) : null)}
      orientation="horizontal"
      className={styles.wide}
    />
  );
}

function ProofFileField({ form }: { form: Form }) {
  const { field } = useBoundField(form, ['proof_file']);
  const file = field.input instanceof File ? field.input : null;
  return (
    <div className={styles.wide}>
      <FileField
        label={LABELS.proof_file}
        name={field.props.name}
        accept={PROOF_FILE_ACCEPT}
        file={file}
        onChange={(chosen) => field.onChange(chosen ?? undefined)}
        description="A student ID card or enrolment letter: jpg, jpeg, png, pdf, doc or docx, up to 5 MB."
        // A missing file is the submit toast's job; a wrong or too large one is said here at once.
        errorMessage={file ? field.errors?.[0] : null}
        inputRef={field.props.ref}
      />
    </div>
  );
}

interface CheckboxFieldProps {
  form: Form;
  name: 'is_subscribe' | 'privacy_policy';
  label: React.ReactNode;
}

function CheckboxField({ form, name, label }: CheckboxFieldProps) {
  const { field, onBlur } = useBoundField(form, [name]);
  return (
    <Checkbox
      name={field.props.name}
      // Checkbox inputs are typed boolean | string (a multipart body sends '1'); the form holds booleans.
      isSelected={field.input === true}
      onChange={(selected) => field.onChange(selected)}
      onBlur={onBlur}
      className={styles.wide}
    >
      {label}
    </Checkbox>
  );
}
