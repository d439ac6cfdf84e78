import type { ReactNode } from 'react';
import { LinkButton } from '@web/components/ui/link-button';
import { Outcome } from '@web/components/ui/outcome';
import { LogOutButton } from './log-out-button';

interface OtherAccountNoticeProps {
  /** The name of the customer logged in. */
  name: string;
  /** The address the emailed link is for. */
  linkEmail: string;
  /** What the link does to that address, e.g. 'resets the password of'. */
  does: string;
  /**
   * The link's form stays below the notice, to be used as it is (leaving a newsletter changes nothing
   * of the account logged in); otherwise the notice stands in its place until the shopper logs out.
   */
  carryOnHere?: boolean;
  children?: ReactNode;
}

/**
 * Shown when another customer is logged in than an emailed link's account: whose link it is, and a way
 * to log out and carry on with it (the page reloads logged out, the link still open) or, when the
 * notice stands in the form's place, to stay logged in and leave it.
 */
export function OtherAccountNotice({ name, linkEmail, does, carryOnHere = false, children }: OtherAccountNoticeProps) {
  return (
    <Outcome
      tone="info"
      icon="user"
      heading="This link is for another account"
      actions={
        <>
          <LogOutButton variant={carryOnHere ? 'outline' : undefined}>{carryOnHere ? 'Log out' : 'Log out and continue'}</LogOutButton>
          {!carryOnHere && (
            <LinkButton to="/" variant="ghost" size="lg">
              Stay logged in as {name}
            </LinkButton>
          )}
        </>
      }
    >
      <p>
        You are logged in as <strong>{name}</strong>, but this link {does} <strong>{linkEmail}</strong>.
      </p>
      {children}
    </Outcome>
  );
}
