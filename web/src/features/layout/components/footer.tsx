import { useId, useState, type ReactNode } from 'react';
import type { Bootstrap, FooterColumn } from '../api/layout-queries';
import { buttonClassName } from '@web/components/ui/button-look';
import { Container } from '@web/components/ui/container';
import { Icon } from '@web/components/ui/icon';
import { AnchorLink, Link, PlainLink } from '@web/components/ui/link';
import { LinkButton } from '@web/components/ui/link-button';
import { Skeleton } from '@web/components/ui/skeleton';
import { londonYear } from '@web/lib/dates';
import { renderedTime } from '@web/lib/server-clock';
import { SHOP_NAME } from '@bff/shared/shop';
import { useMediaQuery } from '@web/lib/use-media-query';
import { Logo } from './logo';
import { PaymentIcons } from './payment-icons';
import { PhoneLink } from '@web/components/ui/phone-link';
import { SocialLinks } from './social-links';
import styles from './footer.module.css';

/**
 * The footer's wide layout, headed link columns. At 768 px (an iPad held upright) and below it takes the
 * mobile layout, each column folded; footer.module.css switches at the same width.
 */
const WIDE_FOOTER = '(width > 768px)';

interface FooterProps {
  bootstrap?: Bootstrap;
  /** The 'Stay in Touch' form, composed in by the root route (it belongs to the newsletter feature). */
  newsletter: ReactNode;
  pending?: boolean;
  /** A signed-in shopper sees Logout in the third column instead of Login / Register. */
  session?: { onLogout: () => void };
}

export function Footer({ bootstrap, newsletter, pending, session }: FooterProps) {
  const company = bootstrap?.company;
  return (
    <footer className={styles.footer}>
      <div className={styles.signup}>
        <Container className={styles.signupInner}>
          <section aria-labelledby="footer-newsletter" className={styles.newsletter}>
            <h2 id="footer-newsletter" className={styles.bandTitle}>
              Stay in Touch
            </h2>
            <p className={styles.bandText}>Offers, new products and print tips. No spam; unsubscribe any time.</p>
            {newsletter}
          </section>
          <section aria-labelledby="footer-blog" className={styles.blog}>
            <h2 id="footer-blog" className={styles.bandTitle}>
              Our Blog
            </h2>
            <p className={styles.bandText}>Paper, finishes and artwork set-up, explained by our London print team.</p>
            <LinkButton to="/blogs" variant="inverse">
              READ BLOG
              <Icon name="arrow-right" size={18} />
            </LinkButton>
          </section>
        </Container>
      </div>

      <div className={styles.main}>
        <Container className={styles.mainInner}>
          <section aria-labelledby="footer-contact" className={styles.contact}>
            <Logo tone="onDark" />
            <h2 id="footer-contact" className={styles.visuallyHidden}>
              Contact us
            </h2>
            {company ? (
              <address className={styles.address}>
                <p>
                  <Icon name="pin" size={18} />
                  <span>{company.address}</span>
                </p>
                {company.phones.length > 0 && (
                  <p>
                    <Icon name="phone" size={18} />
                    <span className={styles.stack}>
                      {company.phones.map((phone) => (
                        <PhoneLink key={phone} phone={phone} className={styles.link} />
                      ))}
                    </span>
                  </p>
                )}
                <p>
                  <Icon name="mail" size={18} />
                  <span className={styles.stack}>
                    {[...new Set([company.email, company.salesEmail])].map((email) => (
                      <PlainLink key={email} href={`mailto:${email}`} variant="plain" className={styles.link}>
                        {email}
                      </PlainLink>
                    ))}
                  </span>
                </p>
                {company.hours.length > 0 && (
                  <p>
                    <Icon name="clock" size={18} />
                    <span className={styles.stack}>
                      <span className={styles.caption}>Office hours</span>
                      {company.hours.map((line) => (
                        <span key={line}>{line}</span>
                      ))}
                    </span>
                  </p>
                )}
              </address>
            ) : (
              pending && <SkeletonLines count={5} />
            )}
          </section>

          {bootstrap ? (
            <nav aria-label="Footer" className={styles.columns}>
              {bootstrap.footer.map((column, index) => (
                <LinkColumn
                  key={column.slug}
                  column={column}
                  // The second column (customer service) also links to guest order tracking, the third to the account.
                  withTracking={index === Math.min(1, bootstrap.footer.length - 1)}
                  withAccount={index === Math.min(2, bootstrap.footer.length - 1)}
                  session={session}
                />
              ))}
            </nav>
          ) : (
            pending && (
              <div className={styles.columns} aria-busy="true">
                {[0, 1, 2].map((column) => (
                  <div key={column} className={styles.column}>
                    <Skeleton tone="dark" width="50%" height={20} />
                    <div className={styles.wideOnly}>
                      <SkeletonLines count={5} />
                    </div>
                  </div>
                ))}
              </div>
            )
          )}
        </Container>
      </div>

      <div className={styles.bottom}>
        <Container className={styles.bottomInner}>
          {company && <SocialLinks links={company.social} shopName={company.name} />}
          <PaymentIcons />
          <p className={styles.copyright}>
            {/* The year the server rendered, so the page hydrates as sent across New Year or with a browser clock that is off. */}
            © {londonYear(renderedTime())} {company?.name ?? SHOP_NAME}. All rights reserved.
          </p>
        </Container>
      </div>
    </footer>
  );
}

function SkeletonLines({ count }: { count: number }) {
  return (
    <div className={styles.skeletonLines}>
      {Array.from({ length: count }, (_, line) => (
        <Skeleton key={line} tone="dark" width={`${85 - line * 8}%`} height={14} />
      ))}
    </div>
  );
}

interface LinkColumnProps {
  column: FooterColumn;
  withTracking: boolean;
  withAccount: boolean;
  session?: FooterProps['session'];
}

/** Headed lists on wide screens; at 768 px and below each column folds into a disclosure. */
function LinkColumn({ column, withTracking, withAccount, session }: LinkColumnProps) {
  const wide = useMediaQuery(WIDE_FOOTER, true);
  const links = (
    <ul className={styles.links}>
      {column.pages.map((page) => (
        <li key={page.slug}>
          <AnchorLink href={`/${page.slug}`} className={styles.link}>
            {page.name}
          </AnchorLink>
        </li>
      ))}
      {withTracking && (
        <li>
          <Link to="/order-tracking" variant="plain" className={styles.link}>
            Track your order
          </Link>
        </li>
      )}
      {withAccount &&
        (session ? (
          <li>
            <button type="button" className={buttonClassName({ variant: 'ghost', size: 'sm' }, styles.logout)} onClick={session.onLogout}>
              Logout
            </button>
          </li>
        ) : (
          <li>
            <Link to="/login" variant="plain" className={styles.link}>
              Login
            </Link>
            {' / '}
            <Link to="/registration" variant="plain" className={styles.link}>
              Register
            </Link>
          </li>
        ))}
    </ul>
  );

  if (wide) {
    return (
      <section className={styles.column} aria-labelledby={`footer-col-${column.slug}`}>
        <h2 id={`footer-col-${column.slug}`} className={styles.columnTitle}>
          {column.name}
        </h2>
        {links}
      </section>
    );
  }
  return <Fold title={column.name}>{links}</Fold>;
}

/** The disclosure pattern in plain elements: a heading's button that shows and hides the panel it controls. */
function Fold({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.fold}>
      <h2 className={styles.columnTitle}>
        <button type="button" className={styles.foldTrigger} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {title}
          <Icon name="chevron-down" size={18} className={styles.chevron} />
        </button>
      </h2>
      <div id={panelId} role="group" aria-label={title} className={styles.foldPanel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
