import { useEffect, useId } from 'react';
import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { submitAgainIfSentEarly } from '@web/lib/early-submit';
import { buttonClassName, type ButtonLook } from './button-look';
import { Spinner } from './spinner';

export interface ButtonProps extends AriaButtonProps, ButtonLook {}

/** A react-aria Button: `onPress`, `isDisabled`, `isPending` (shows a spinner, keeps focus). */
export function Button({ variant, size, fullWidth, className, children, id, ...props }: ButtonProps) {
  const ownId = useId();
  const buttonId = id ?? ownId;
  useAnnouncementsLeaveWith(buttonId, props.isPending !== undefined);
  useSubmitSentEarly(buttonId, props.type === 'submit');
  return (
    <AriaButton
      {...props}
      id={buttonId}
      className={composeRenderProps(className, (extra) => buttonClassName({ variant, size, fullWidth }, extra))}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending && <Spinner size="sm" />}
          {content}
        </>
      ))}
    </AriaButton>
  );
}

/**
 * Every form of the shop has its submit button, which hydrates with the form (or after it): once it
 * has, a submit the shopper made before the app ran is sent.
 */
function useSubmitSentEarly(buttonId: string, isSubmit: boolean) {
  useEffect(() => {
    if (!isSubmit) return;
    const button = document.getElementById(buttonId);
    if (button instanceof HTMLButtonElement) submitAgainIfSentEarly(button.form);
  }, [buttonId, isSubmit]);
}

// react-aria holds the page's first announcement back this long (Safari misses one made sooner).
const FIRST_ANNOUNCEMENT_DELAY_MS = 100;

/**
 * A focused button that turns pending (or stops being so) has react-aria's live announcer read its
 * name, by a node that points at the button's id and stays 7 s. A button that leaves the page when its
 * action ends (a form replaced by its outcome) would leave that node pointing at nothing: a nameless
 * image in the live region. Screen readers read the node as it arrived, so it goes with the button; and
 * once more after the first announcement's hold, which a quick button can be gone before (leaving
 * nothing to read).
 */
function useAnnouncementsLeaveWith(buttonId: string, canBePending: boolean) {
  useEffect(() => {
    if (!canBePending) return;
    return () => {
      const removeAnnouncements = () => {
        for (const node of document.querySelectorAll(`[data-live-announcer] [aria-labelledby~="${CSS.escape(buttonId)}"]`)) node.remove();
      };
      removeAnnouncements();
      setTimeout(removeAnnouncements, FIRST_ANNOUNCEMENT_DELAY_MS);
    };
  }, [buttonId, canBePending]);
}
