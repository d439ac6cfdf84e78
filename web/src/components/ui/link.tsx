import type { ComponentProps } from 'react';
import { createLink } from '@tanstack/react-router';
import { APP_ANCHOR_ATTRIBUTE } from '@web/lib/anchor-navigation';
import { cx } from '@web/lib/cx';
import styles from './link.module.css';

export interface LinkLookProps extends ComponentProps<'a'> {
  /** inline: underlined ink text inside prose; plain: inherits colour, underlines on hover. */
  variant?: 'inline' | 'plain';
}

/**
 * A link in the shop's look, for any `href`: mail, phone, another site. A plain <a>: a link needs no
 * script to work, so links cost nothing at hydration and keep react-aria out of every page's first load.
 */
export function PlainLink({ variant = 'inline', className, children, ...props }: LinkLookProps) {
  return (
    <a {...props} className={cx(styles.link, styles[variant], className)}>
      {children}
    </a>
  );
}

/**
 * A link to a page of the shop: `to`, `params` and `search` are checked against the route table, and
 * the router preloads the page's data on intent (hover or focus).
 */
export const Link = createLink(PlainLink);

/** The same typed, preloading link without the link look: a card or tile styled as a whole. */
export const RouteLink = createLink('a');

interface AnchorLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** A path of the shop, e.g. '/business-cards'. */
  href: string;
  /** The link look; 'none' for a card or tile styled as a whole. */
  variant?: LinkLookProps['variant'] | 'none';
}

const appAnchor = { [APP_ANCHOR_ATTRIBUTE]: '' };

/**
 * A page of the shop as a bare <a>, for long lists of links (mega menu, footer): it hydrates with no
 * hooks of its own, and the app's one document listener (`useAnchorNavigation`) opens it in place and
 * preloads it on intent. No active state and no typed route check: use `Link` where those matter.
 */
export function AnchorLink({ variant = 'plain', className, children, ...props }: AnchorLinkProps) {
  return (
    <a {...props} {...appAnchor} className={variant === 'none' ? className : cx(styles.link, styles[variant], className)}>
      {children}
    </a>
  );
}
