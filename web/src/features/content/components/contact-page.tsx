import { useQuery } from '@tanstack/react-query';
import { Container } from '@web/components/ui/container';
import { Icon } from '@web/components/ui/icon';
import { LinkButton } from '@web/components/ui/link-button';
import { layoutQueries } from '@web/features/layout/api/layout-queries';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import styles from './contact-page.module.css';

/** /contact: the message form, and beside it every other way to reach the shop. */
export function ContactPage() {
  // The shell has asked for it already; until it lands (or if it fails) the static details show.
  const { data: bootstrap } = useQuery(layoutQueries.bootstrap());
  return (
    <Container className={styles.page}>
      <div className={styles.layout}>
        <section className={styles.formCard} aria-labelledby="contact-form-title">
          <p className={styles.eyebrow}>Contact us</p>
          <h1 id="contact-form-title" className={styles.title}>
            Get in touch
          </h1>
          <p className={styles.lead}>
            Questions about an order, your artwork or a quote? Send us a message and our London team will reply within one working day.
          </p>
          <ContactForm />
        </section>

        <aside className={styles.aside} aria-labelledby="contact-details-title">
          <h2 id="contact-details-title" className={styles.asideTitle}>
            Talk to a printer
          </h2>
          <ContactDetails company={bootstrap?.company} />
          <div className={styles.sameDay}>
            <p>
              <strong>Need it today?</strong> Order by 16:00 and we print in 2-4 hours, subject to order approval.
            </p>
            <LinkButton to="/same-day-printing-service-in-london" variant="inverse" size="sm">
              Same-day printing
              <Icon name="arrow-right" size={16} />
            </LinkButton>
          </div>
        </aside>
      </div>
    </Container>
  );
}
