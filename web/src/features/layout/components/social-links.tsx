import type { ReactNode } from 'react';
import type { CompanyInfo } from '../api/layout-queries';
import { PlainLink } from '@web/components/ui/link';
import styles from './social-links.module.css';

type Network = CompanyInfo['social'][number]['network'];

const networks: Record<Network, { label: string; icon: ReactNode }> = {
  facebook: {
    label: 'Facebook',
    icon: <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z" />,
  },
  instagram: {
    label: 'Instagram',
    icon: (
      <path
        fillRule="evenodd"
        d="M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM16.8 6a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z"
      />
    ),
  },
  x: {
    label: 'X',
    icon: <path d="M4 3.5h4.6l3.9 5.4 4.6-5.4h2.3l-5.9 6.9 6.9 9.6h-4.6l-4.2-5.8-5 5.8H4.3l6.3-7.3zm2.9 1.4 9.6 13.6h1.4L8.4 4.9z" />,
  },
  linkedin: {
    label: 'LinkedIn',
    icon: (
      <path d="M4.5 9h3.2v11H4.5zM6.1 3.8a1.9 1.9 0 1 1 0 3.8 1.9 1.9 0 0 1 0-3.8zM10 9h3v1.6c.5-.9 1.6-1.9 3.4-1.9 3.5 0 4.1 2.3 4.1 5.3v6H17.3v-5.3c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H10z" />
    ),
  },
  youtube: {
    label: 'YouTube',
    icon: (
      <path
        fillRule="evenodd"
        d="M21.6 7.2c.4 1.5.4 4.8.4 4.8s0 3.3-.4 4.8a2.5 2.5 0 0 1-1.8 1.8c-1.6.4-7.8.4-7.8.4s-6.2 0-7.8-.4a2.5 2.5 0 0 1-1.8-1.8C2 15.3 2 12 2 12s0-3.3.4-4.8a2.5 2.5 0 0 1 1.8-1.8C5.8 5 12 5 12 5s6.2 0 7.8.4a2.5 2.5 0 0 1 1.8 1.8zM10 15l5.2-3L10 9z"
      />
    ),
  },
};

export function SocialLinks({ links, shopName }: { links: CompanyInfo['social']; shopName: string }) {
  if (links.length === 0) return null;
  return (
    <ul className={styles.list}>
      {links.map(({ network, url }) => (
        <li key={network}>
          <PlainLink
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            variant="plain"
            className={styles.link}
            aria-label={`${shopName} on ${networks[network].label} (opens in a new tab)`}
          >
            <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
              {networks[network].icon}
            </svg>
          </PlainLink>
        </li>
      ))}
    </ul>
  );
}
