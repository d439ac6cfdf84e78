import { useEffect, useRef, useState, type FormEvent } from 'react';
import { focus, getInput, handleSubmit, reset, setErrors, useForm, type FormStore } from '@formisch/react';
import { useNavigate } from '@tanstack/react-router';
import { LIMITS } from '@bff/schemas/limits';
import { CV_FILE_ACCEPT, JobApplicationSchema } from '@bff/schemas/jobs';
import { FileField } from '@web/components/ui/file-field';
import { FormSubmit, missingFieldLabels } from '@web/components/ui/form-submit';
import { FormTextAreaField } from '@web/components/ui/form-text-area-field';
import { FormEmailField } from '@web/components/ui/form-email-field';
import { FormTextField } from '@web/components/ui/form-text-field';
import { useBoundField } from '@web/components/ui/use-bound-field';
import { showServerFieldErrors } from '@web/lib/form-errors';
import { notify } from '@web/lib/toast';
import { useApplyForJob } from '../api/job-queries';
import styles from './job-application-form.module.css';

type Form = FormStore<typeof JobApplicationSchema>;

/** The application's field rules and messages. */
export const APPLIED_TOAST = { title: 'Thank you.', description: 'Your application has been submitted!' };
export const APPLY_FAILED_TOAST = { title: 'Error!', description: 'Sorry, Something went wrong!' };
/** The redirect to /jobs waits 3000 ms after a success. */
const REDIRECT_DELAY_MS = 3000;
const CV_REQUIRED_MESSAGE = 'Please attach your CV';

const LABELS = {
  cv: 'CV',
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone_no: 'Phone number',
  linkedin: 'LinkedIn URL',
  github: 'GitHub URL',
  portfolio: 'Portfolio URL',
  other_website: 'Other website',
  additional_info: 'Cover letter',
} as const;

const LINK_FIELDS = ['linkedin', 'github', 'portfolio', 'other_website'] as const;

/**
 * SUBMIT YOUR APPLICATION: a CV (PDF), contact details, links and a cover letter. The button is
 * disabled while a field is invalid. A success empties the form, keeps the button busy for the
 * spec's 3 seconds, then thanks the applicant and returns to the vacancies; a failure says so,
 * ends the loading and keeps what was typed.
 */
export function JobApplicationForm({ jobId }: { jobId: number }) {
  const navigate = useNavigate();
  const form = useForm({ schema: JobApplicationSchema, initialInput: { job_id: String(jobId) }, validate: 'initial', revalidate: 'input' });
  const missing = missingFieldLabels(form, LABELS);
  const [redirecting, setRedirecting] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const apply = useApplyForJob({
    onSuccess: () => {
      // Through the wait the form keeps what was sent: emptied at once, it asked for every field again.
      setRedirecting(true);
      redirectTimer.current = setTimeout(() => {
        reset(form);
        setRedirecting(false);
        notify.success(APPLIED_TOAST.title, { description: APPLIED_TOAST.description });
        void navigate({ to: '/jobs' });
      }, REDIRECT_DELAY_MS);
    },
    onError: (error) => {
      // The server's field messages also go under their fields, so the applicant sees where.
      showServerFieldErrors(form, error, Object.keys(LABELS));
      notify.error(APPLY_FAILED_TOAST.title, { description: APPLY_FAILED_TOAST.description, cause: error });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The spec leaves the CV unchecked by the form, but an application without one can only be refused.
    if (!(getInput(form, { path: ['cv'] }) instanceof File)) {
      setErrors(form, { path: ['cv'], errors: [CV_REQUIRED_MESSAGE] });
      focus(form, { path: ['cv'] });
      return;
    }
    void handleSubmit(form, (fields) => apply.mutate(fields))();
  };

  return (
    <form method="post" noValidate onSubmit={submit} className={styles.form} aria-labelledby="application-title">
      <h2 id="application-title" className={styles.title}>
        SUBMIT YOUR APPLICATION
      </h2>
      <CvField form={form} />
      <div className={styles.grid}>
        <FormTextField of={form} path={['first_name']} label={LABELS.first_name} autoComplete="given-name" maxLength={LIMITS.name + 1} />
        <FormTextField of={form} path={['last_name']} label={LABELS.last_name} autoComplete="family-name" maxLength={LIMITS.name + 1} />
        <FormEmailField
          of={form}
          path={['email']}
          label={LABELS.email}
        />
        <FormTextField
          of={form}
          path={['phone_no']}
          label={LABELS.phone_no}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={LIMITS.jobPhone + 1}
        />
      </div>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>LINKS</legend>
        <div className={styles.grid}>
          {LINK_FIELDS.map((name) => (
            <FormTextField
              key={name}
              of={form}
              path={[name]}
              label={LABELS[name]}
              type="url"
              inputMode="url"
              placeholder="https://"
              maxLength={LIMITS.link + 1}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>ADDITIONAL INFORMATION</legend>
        <FormTextAreaField
          of={form}
          path={['additional_info']}
          label={LABELS.additional_info}
          placeholder="Tell us why you would like this job and what you would bring to it."
          rows={8}
          characterLimit={LIMITS.additionalInfo}
          maxLength={LIMITS.additionalInfo + 1}
        />
      </fieldset>
      <FormSubmit missing={missing} isPending={apply.isPending || redirecting}>
        SUBMIT APPLICATION
      </FormSubmit>
    </form>
  );
}

function CvField({ form }: { form: Form }) {
  const { field } = useBoundField(form, ['cv']);
  const file = field.input instanceof File ? field.input : null;
  return (
    <FileField
      label={`${LABELS.cv} (.pdf only)`}
      name={field.props.name}
      accept={CV_FILE_ACCEPT}
      file={file}
      onChange={(chosen) => field.onChange(chosen ?? undefined)}
      description="A PDF of up to 5 MB."
      errorMessage={field.errors?.[0]}
      inputRef={field.props.ref}
    />
  );
}
