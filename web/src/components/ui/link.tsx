import { createLink } from '@tanstack/react-router';
import { Link as AriaLink, composeRenderProps, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { cx } from '@web/lib/cx';
import styles from './link.module.css';

export interface LinkLookProps extends AriaLinkProps {
  /** inline: underlined ink text inside prose; plain: inherits colour, underlines on hover. */
  variant?: 'inline' | 'plain';
}

/** A react-aria link in the shop's look, for any `href`: mail, phone, another site. */
export function PlainLink({ variant = 'inline', className, ...props }: LinkLookProps) {
  return <AriaLink {...props} className={composeRenderProps(className, (extra) => cx(styles.link, styles[variant], extra))} />;
}

/**
 * A link to a page of the shop: `to`, `params` and `search` are checked against the route table, and
 * the router preloads the page's data on intent (hover or focus).
 */
export const Link = createLink(PlainLink);

/** The same typed, preloading link without the link look: a card or tile styled as a whole. */
export const RouteLink = createLink(AriaLink);
