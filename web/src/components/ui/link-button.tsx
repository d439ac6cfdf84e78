import type { ComponentProps } from 'react';
import { createLink } from '@tanstack/react-router';
import { buttonClassName, type ButtonLook } from './button-look';

interface ButtonLookingLinkProps extends ComponentProps<'a'>, ButtonLook {}

function ButtonLookingLink({ variant, size, fullWidth, className, children, ...props }: ButtonLookingLinkProps) {
  return (
    <a {...props} className={buttonClassName({ variant, size, fullWidth }, className)}>
      {children}
    </a>
  );
}

/**
 * A link to a page of the shop that looks like a Button (navigation is a link, not a button, for
 * assistive tech), with a typed `to` and the router's preloading on intent.
 */
export const LinkButton = createLink(ButtonLookingLink);
