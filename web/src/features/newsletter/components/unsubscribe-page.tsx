import { useState } from 'react';
import { Form, useField, useForm } from '@formisch/react';
import { useNavigate } from '@tanstack/react-router';
import { LIMITS } from '@bff/schemas/limits';
import { OTHER_FEEDBACK, UnsubscribeSchema, type UnsubscribeOutput } from '@bff/schemas/unsubscribe';
import { FormPage } from '@web/components/ui/form-page';
import { FormSubmit, missingFieldLabels } from '@web/components/ui/form-submit';
import { FormTextAreaField } from '@web/components/ui/form-text-area-field';
import { LinkButton } from '@web/components/ui/link-button';
import { Outcome } from '@web/components/ui/outcome';
import { RadioGroup } from '@web/components/ui/radio-group';
import { useBoundField } from '@web/components/ui/use-bound-field';
import { isFinalRefusal } from '@web/lib/bff-client';
import { showServerFieldErrors } from '@web/lib/form-errors';
import { serverMessage } from '@web/lib/server-message';
import { notify } from '@web/lib/toast';
import type { UnsubscribePage as UnsubscribeLink } from '../api/unsubscribe';
import { useUnsubscribe } from '../api/unsubscribe-mutations';
import { OtherAccountAbove } from './other-account-above';
import styles from './unsubscribe-page.module.css';

export const UNSUBSCRIBED_HEADING = 'Unsubscribe Successful!';
export const OTHER_LABEL = 'Other';

const LABELS = { feedback: 'Why are you leaving?', message: 'Tell us why' };

type UnsubscribeForm = ReturnType<typeof useForm<typeof UnsubscribeSchema>>;

interface UnsubscribePageProps {
  token: string;
  link: UnsubscribeLink;
}

/**
 * /unsubscribe/{token}, the link of the confirmation mail: the reasons to leave plus 'Other' (which
 * asks for a message), then 'Unsubscribe Successful!'. A link refused on submit (used meanwhile, or
 * expired) goes the way of a refused link on arrival: its message, then the not-found page.
 */
export function UnsubscribePage({ token, link }: UnsubscribePageProps) {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const form = useForm({ schema: UnsubscribeSchema, validate: 'initial', revalidate: 'input' });
  const leave = useUnsubscribe(token, {
    onSuccess: () => setDone(true),
    onError: (error) => {
      if (showServerFieldErrors(form, error, Object.keys(LABELS)) > 0 || !isFinalRefusal(error)) {
        notify.error('Error!', { description: serverMessage(error), cause: error });
        return;
      }
      notify.error(serverMessage(error), { cause: error });
      void navigate({ to: '/not-found', replace: true });
    },
  });

  if (done) {
    return (
      <FormPage title="Unsubscribe">
        <Outcome
          tone="success"
          icon="check"
          heading={UNSUBSCRIBED_HEADING}
          takeFocus
          actions={
            <LinkButton to="/" size="lg">
              Back to Home
            </LinkButton>
          }
        >
          <p>You will not get our newsletter any more. Thank you for telling us why: it helps us send better emails.</p>
        </Outcome>
      </FormPage>
    );
  }

  return (
    <FormPage
      title="Unsubscribe"
      intro={
        link.email === null
          ? 'Sorry to see you go. Tell us why, and we will stop sending you our newsletter.'
          : `Sorry to see you go. Tell us why, and we will stop sending our newsletter to ${link.email}.`
      }
    >
      <OtherAccountAbove email={link.email} />
      <Form method="post" of={form} onSubmit={(input: UnsubscribeOutput) => leave.mutate(input)} className={styles.form} aria-label="Unsubscribe">
        <ReasonField form={form} reasons={link.reasons} />
        <MessageField form={form} />
        <FormSubmit missing={missingFieldLabels(form, LABELS)} isPending={leave.isPending}>
          UNSUBSCRIBE
        </FormSubmit>
      </Form>
    </FormPage>
  );
}

function ReasonField({ form, reasons }: { form: UnsubscribeForm; reasons: UnsubscribeLink['reasons'] }) {
  const { field, errorMessage, onBlur } = useBoundField(form, ['feedback']);
  const options = [...reasons.map((reason) => ({ value: String(reason.id), label: reason.title })), { value: OTHER_FEEDBACK, label: OTHER_LABEL }];
  return (
    <RadioGroup
      label={LABELS.feedback}
      name={field.props.name}
      options={options}
      value={typeof field.input === 'string' && field.input !== '' ? field.input : null}
      onChange={(value) => field.onChange(value)}
      onBlur={onBlur}
      errorMessage={errorMessage}
      orientation="vertical"
    />
  );
}

/** Optional, until 'Other' is chosen: then the reason is the message. */
function MessageField({ form }: { form: UnsubscribeForm }) {
  const isOther = useField(form, { path: ['feedback'] }).input === OTHER_FEEDBACK;
  return (
    <FormTextAreaField
      of={form}
      path={['message']}
      label={isOther ? LABELS.message : 'Anything else? (optional)'}
      placeholder={isOther ? 'Your reason for leaving' : undefined}
      rows={4}
      characterLimit={LIMITS.message}
      maxLength={LIMITS.message + 1}
    />
  );
}
