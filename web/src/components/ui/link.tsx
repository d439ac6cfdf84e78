import { Link as AriaLink, composeRenderProps, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { cx } from '@web/lib/cx';
import { usePreloadIntent } from '@web/lib/use-preload-intent';
import styles from './link.module.css';

export interface LinkProps extends AriaLinkProps {
  /** inline: underlined ink text inside prose; plain: inherits colour, underlines on hover. */
  variant?: 'inline' | 'plain';
}

/** Client-side navigation for any `href` inside the shop (wired in main.tsx), preloading on intent. */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return (
    <AriaLink
      {...usePreloadIntent(props)}
      className={composeRenderProps(className, (extra) => cx(styles.link, styles[variant], extra))}
    />
  );
}
