import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { buttonClassName, type ButtonLook } from './button-look';
import { Spinner } from './spinner';

export interface ButtonProps extends AriaButtonProps, ButtonLook {}

/** A react-aria Button: `onPress`, `isDisabled`, `isPending` (shows a spinner, keeps focus). */
export function Button({ variant, size, fullWidth, className, children, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
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
