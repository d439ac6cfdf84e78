import { createLink } from '@tanstack/react-router';
import { Link as AriaLink, composeRenderProps, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { buttonClassName, type ButtonLook } from './button';

interface ButtonLookingLinkProps extends AriaLinkProps, ButtonLook {}

function ButtonLookingLink({ variant, size, fullWidth, className, ...props }: ButtonLookingLinkProps) {
  return <AriaLink {...props} className={composeRenderProps(className, (extra) => buttonClassName({ variant, size, fullWidth }, extra))} />;
}

/**
 * A link to a page of the shop that looks like a Button (navigation is a link, not a button, for
 * assistive tech), with a typed `to` and the router's preloading on intent.
 */
export const LinkButton = createLink(ButtonLookingLink);
