import { EARLY_SUBMIT } from '@bff/shared/server-rendering';

/** What the page's inline starter keeps: the last submit it cancelled, made before the app hydrated its form. */
type StarterKept = { [EARLY_SUBMIT]?: SubmitEvent };

/**
 * Sends `form` again if the shopper submitted it before the app ran (LOGIN pressed while the scripts
 * loaded): call it once React has hydrated the form. What was typed is in the form's state by then
 * (text fields take over their box's value as they attach). Sent in a microtask, after the rest of
 * the hydration's effects (the form's own among them). A form still not handled by the app is kept
 * again by the starter, for the next call.
 */
export function submitAgainIfSentEarly(form: HTMLFormElement | null | undefined): void {
  const kept = window as StarterKept;
  const early = kept[EARLY_SUBMIT];
  if (!form || early?.target !== form) return;
  delete kept[EARLY_SUBMIT];
  const { submitter } = early;
  submitter?.removeAttribute('aria-busy');
  queueMicrotask(() => {
    if (!form.isConnected) return;
    form.requestSubmit(submitter instanceof HTMLButtonElement && submitter.form === form ? submitter : null);
  });
}
