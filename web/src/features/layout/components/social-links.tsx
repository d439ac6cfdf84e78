import type { CompanyInfo } from '../api/layout-queries';
import { PlainLink } from '@web/components/ui/link';
import facebook from './footer-marks/facebook.svg?no-inline';
import instagram from './footer-marks/instagram.svg?no-inline';
import linkedin from './footer-marks/linkedin.svg?no-inline';
import x from './footer-marks/x.svg?no-inline';
import youtube from './footer-marks/youtube.svg?no-inline';
import styles from './social-links.module.css';

type Network = CompanyInfo['social'][number]['network'];

// White marks as image files, like the payment badges beside them: not in every page's first script.
const networks: Record<Network, { label: string; icon: string }> = {
  facebook: { label: 'Facebook', icon: facebook },
  instagram: { label: 'Instagram', icon: instagram },
  x: { label: 'X', icon: x },
  linkedin: { label: 'LinkedIn', icon: linkedin },
  youtube: { label: 'YouTube', icon: youtube },
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
            <img src={networks[network].icon} alt="" width={20} height={20} loading="lazy" decoding="async" />
          </PlainLink>
        </li>
      ))}
    </ul>
  );
}
