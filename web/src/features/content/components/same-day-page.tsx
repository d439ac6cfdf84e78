import type { ReactNode } from 'react';
import type { SameDayPage as SameDayPageData } from '../api/content-queries';
import { ProductCard } from '@web/components/product-card/product-card';
import { buttonClassName } from '@web/components/ui/button-look';
import { Container } from '@web/components/ui/container';
import { Icon, type IconName } from '@web/components/ui/icon';
import { LinkButton } from '@web/components/ui/link-button';
import { Skeleton } from '@web/components/ui/skeleton';
import styles from './same-day-page.module.css';

const PROMISES: { icon: IconName; text: string }[] = [
  { icon: 'truck', text: 'Same-day delivery on selected London postcodes' },
  { icon: 'calendar', text: 'Open 7 days, including bank holidays' },
  { icon: 'check', text: 'Free artwork check on every order' },
];

/** The four steps from choosing a product to holding it, with the cut-off the data gives. */
function steps(cutOff: string): { title: string; text: string }[] {
  return [
    { title: 'Choose and upload', text: 'Pick a same-day product below, set your options and upload your artwork.' },
    { title: `Approve by ${cutOff}`, text: `We check your file and send a proof. Approve it before ${cutOff} London time.` },
    { title: 'Printed in 2-4 hours', text: 'Your job goes straight on the press in our Old Street workshop.' },
    { title: 'Collect or receive it today', text: 'Pick it up, or get it delivered the same day on selected London postcodes.' },
  ];
}

// Four across from 1024 px (at most 290 px in the container), three from 767 px, two on phones.
const CARD_SIZES = '(min-width: 1260px) 290px, (min-width: 1024px) 23vw, (min-width: 767px) 31vw, 50vw';

interface SameDayPageProps {
  page: SameDayPageData;
  /** The live 16:00 countdown, composed in by the route (it belongs to the home feature). */
  countdown: ReactNode;
}

/** The same-day printing marketing page: the promise, how it works, and what can be printed today. */
export function SameDayPage({ page, countdown }: SameDayPageProps) {
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="same-day-title">
        <Container className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>
              <Icon name="bolt" size={18} />
              Printed today in London
            </p>
            <h1 id="same-day-title" className={styles.title}>
              {page.title}
            </h1>
            <p className={styles.promise}>
              Order by <strong>{page.cutOff}</strong>, printed in <strong>2-4 hours</strong>, subject to order approval
            </p>
            <ul className={styles.promises}>
              {PROMISES.map((promise) => (
                <li key={promise.text}>
                  <Icon name={promise.icon} size={20} />
                  <span>{promise.text}</span>
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              {/* An in-page jump, so a plain anchor rather than a router link. */}
              <a href="#same-day-products" className={buttonClassName({ size: 'lg' })}>
                See same-day products
              </a>
              <LinkButton to="/contact" variant="outline" size="lg">
                Ask us a question
              </LinkButton>
            </div>
          </div>
          <div className={styles.countdown}>{countdown}</div>
        </Container>
      </section>

      <Container className={styles.body}>
        <div className={styles.intro}>
          <section aria-labelledby="same-day-how" className={styles.how}>
            <h2 id="same-day-how" className={styles.sectionTitle}>
              How it works
            </h2>
            <ol className={styles.steps}>
              {steps(page.cutOff).map((step, index) => (
                <li key={step.title} className={styles.step}>
                  <span className={styles.number} aria-hidden="true">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className={styles.stepTitle}>{step.title}</h3>
                    <p className={styles.stepText}>{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
          {page.html && (
            <section aria-labelledby="same-day-about" className={styles.about}>
              <h2 id="same-day-about" className={styles.sectionTitle}>
                The same-day service
              </h2>
              {/* Trusted CMS HTML: the BFF sanitises it with an allowlist before it reaches the browser. */}
              <div className={styles.prose} dangerouslySetInnerHTML={{ __html: page.html }} />
            </section>
          )}
        </div>

        {page.products.length > 0 && (
          <section id="same-day-products" aria-labelledby="same-day-products-title" className={styles.products}>
            <div className={styles.productsHead}>
              <h2 id="same-day-products-title" className={styles.sectionTitle}>
                Printed today
              </h2>
              <p className={styles.lead}>Order and approve by {page.cutOff}: these are ready in 2-4 hours.</p>
            </div>
            <ul className={styles.grid}>
              {page.products.map((product) => (
                <li key={product.href}>
                  <ProductCard product={product} sizes={CARD_SIZES} />
                </li>
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby="same-day-help" className={styles.help}>
          <div>
            <h2 id="same-day-help" className={styles.helpTitle}>
              Something else in a hurry?
            </h2>
            <p className={styles.helpText}>Tell us what you need and when. If it can be printed today, we will find a way.</p>
          </div>
          <LinkButton to="/contact" variant="inverse" size="lg">
            Contact us
            <Icon name="arrow-right" size={18} />
          </LinkButton>
        </section>
      </Container>
    </div>
  );
}

/** The page's boxes while it loads, so nothing jumps when it arrives. */
export function SameDayPageSkeleton() {
  return (
    <div className={styles.page} aria-hidden="true">
      <div className={styles.hero}>
        <Container className={styles.heroInner}>
          <div className={styles.heroText}>
            <Skeleton width="12em" height="1.2em" />
            <Skeleton width="80%" height="2.6rem" />
            <Skeleton width="90%" height="1.6em" />
            <Skeleton width="60%" height="1.3em" />
            <Skeleton width="55%" height="1.3em" />
          </div>
          <Skeleton shape="block" height={320} />
        </Container>
      </div>
    </div>
  );
}
