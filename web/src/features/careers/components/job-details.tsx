import type { TrustedHtml } from '@bff/shared/answer-kinds';
import type { JobView } from '../api/job-queries';
import { Container } from '@web/components/ui/container';
import { Icon } from '@web/components/ui/icon';
import { Link } from '@web/components/ui/link';
import { LinkButton } from '@web/components/ui/link-button';
import prose from '@web/components/ui/prose.module.css';
import { Skeleton } from '@web/components/ui/skeleton';
import { JobFacts } from './job-facts';
import styles from './job-details.module.css';

export function applyHref(job: Pick<JobView, 'id' | 'slug'>): string {
  return `/job/apply/${job.id}/${job.slug}`;
}

function BackToVacancies() {
  return (
    <Link to="/jobs" variant="plain" className={styles.back}>
      <Icon name="chevron-right" size={16} className={styles.flip} />
      Back to vacancies
    </Link>
  );
}

function Section({ title, html }: { title: string; html: TrustedHtml }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {/* Sanitised by the BFF (TrustedHtml). */}
      <div className={prose.prose} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

/** One vacancy: its facts, the four descriptions and the way to apply. */
export function JobDetails({ job }: { job: JobView }) {
  return (
    <Container className={styles.page}>
      <BackToVacancies />
      <article className={styles.article}>
        <header className={styles.header}>
          <p className={styles.deadline}>
            Deadline: <time dateTime={job.deadline}>{job.deadlineText}</time>
          </p>
          <h1 className={styles.title}>{job.title}</h1>
          <JobFacts job={job} />
          <LinkButton to={applyHref(job)} size="lg" className={styles.apply}>
            APPLY
          </LinkButton>
        </header>
        <Section title="Summary" html={job.summary} />
        <Section title="The role" html={job.role} />
        <Section title="Skills and experience" html={job.skills} />
        <Section title="Why us" html={job.whyUs} />
        <footer className={styles.footer}>
          <LinkButton to={applyHref(job)} size="lg">
            APPLY
          </LinkButton>
          <BackToVacancies />
        </footer>
      </article>
    </Container>
  );
}

export function JobDetailsSkeleton() {
  return (
    <Container className={styles.page} aria-busy="true">
      <div className={styles.article} aria-hidden="true">
        <Skeleton width="10em" />
        <Skeleton width="70%" height="2em" />
        <Skeleton width="14em" />
        <Skeleton width="100%" height="8em" shape="block" />
      </div>
    </Container>
  );
}
