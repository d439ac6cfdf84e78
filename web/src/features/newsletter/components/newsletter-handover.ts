/** The words both versions of the sign-up show, written once so the stand-in cannot drift from the real form. */
export const NEWSLETTER_FORM = {
  name: 'Newsletter sign-up',
  label: 'Email address',
  placeholder: 'you@company.co.uk',
  submit: 'SUBSCRIBE',
} as const;

/** What the plain stand-in hands the real form when its code arrives, so the shopper notices no swap. */
export interface NewsletterHandover {
  /** What is typed in the stand-in's input. */
  email: string;
  /** The stand-in's control that had focus, to be given to its twin. */
  focus: 'email' | 'submit' | null;
  /** The shopper left the stand-in's input: the real field checks what was typed, as leaving it does. */
  left: boolean;
  /** The shopper sent the stand-in before the code came: the real form sends it on arrival. */
  submit: boolean;
}

/**
 * Puts the caret at the end of what is typed. An email input has no selection API (the browser keeps
 * its caret private), so the stand-in's caret cannot be read; the end is where typing leaves it.
 * Setting the value again is how an input is told to move its caret there.
 */
export function caretToEnd(input: HTMLInputElement): void {
  const { value } = input;
  input.value = '';
  input.value = value;
}
