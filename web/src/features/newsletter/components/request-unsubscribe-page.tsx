import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { FormPage } from '@web/components/ui/form-page';
import { LinkButton } from '@web/components/ui/link-button';
import { Outcome } from '@web/components/ui/outcome';
import { isNotFoundAnswer } from '@web/lib/bff-client';
import { serverMessage } from '@web/lib/server-message';
import { notify } from '@web/lib/toast';
import { useRequestUnsubscribeMail } from '../api/unsubscribe-mutations';
import { OtherAccountAbove } from './other-account-above';

export const MAIL_SENT_HEADING = "We've Sent Confirmation Mail!!";
export const NOT_SUBSCRIBER_HEADING = 'Sorry!';
export const CONFIRM_LABEL = 'CONFIRM UNSUBSCRIBE';

const backHome = (
  <LinkButton to="/" variant="outline" size="lg">
    Back to Home
  </LinkButton>
);

interface RequestUnsubscribePageProps {
  email: string;
  subscribed: boolean;
}

/**
 * /request-unsubscribe/{email}, the link at the foot of every newsletter: a subscriber confirms and
 * is mailed the link that finishes it (so nobody else can take them off the list); any other address
 * is told it is not on the list, and nothing more.
 */
export function RequestUnsubscribePage({ email, subscribed }: RequestUnsubscribePageProps) {
  // The list may have changed since the page opened (unsubscribed in another tab).
  const [onList, setOnList] = useState(subscribed);
  const send = useRequestUnsubscribeMail(email, {
    onError: (error) => {
      if (isNotFoundAnswer(error)) setOnList(false);
      else notify.error('Error!', { description: serverMessage(error), cause: error });
    },
  });

  return (
    <FormPage title="Unsubscribe">
      {onList && !send.isSuccess && <OtherAccountAbove email={email} />}
      {!onList ? (
        <Outcome tone="danger" icon="alert" heading={NOT_SUBSCRIBER_HEADING} actions={backHome}>
          <p>
            <strong>{email}</strong> is not in our subscriber list, so there is nothing to unsubscribe.
          </p>
        </Outcome>
      ) : send.isSuccess ? (
        <Outcome tone="success" icon="mail" heading={MAIL_SENT_HEADING} actions={backHome} takeFocus>
          <p>
            We have emailed a link to <strong>{email}</strong>. Open it to tell us why you are leaving and finish unsubscribing.
          </p>
          <p>No email after a few minutes? Check your spam folder.</p>
        </Outcome>
      ) : (
        <Outcome
          tone="info"
          icon="mail"
          heading="Leave our newsletter?"
          actions={
            <>
              <Button size="lg" isPending={send.isPending} onPress={() => send.mutate()}>
                {CONFIRM_LABEL}
              </Button>
              <LinkButton to="/" variant="ghost" size="lg">
                Keep me subscribed
              </LinkButton>
            </>
          }
        >
          <p>
            <strong>{email}</strong> gets our offers and printing tips. Confirm, and we will email you a link to finish unsubscribing.
          </p>
        </Outcome>
      )}
    </FormPage>
  );
}
