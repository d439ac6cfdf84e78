import { Link as AriaLink, composeRenderProps, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { usePreloadIntent } from '@web/lib/use-preload-intent';
import { buttonClassName, type ButtonLook } from './button';

export interface LinkButtonProps extends AriaLinkProps, ButtonLook {
  href: string;
}

/** A link that looks like a Button (navigation is a link, not a button, for assistive tech). */
export function LinkButton({ variant, size, fullWidth, className, ...props }: LinkButtonProps) {
  return (
    <AriaLink
      {...usePreloadIntent(props)}
      className={composeRenderProps(className, (extra) => buttonClassName({ variant, size, fullWidth }, extra))}
    />
  );
}
