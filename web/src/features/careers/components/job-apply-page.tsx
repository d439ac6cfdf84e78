import type { JobView } from '../api/job-queries';
import { Breadcrumbs } from '@web/components/ui/breadcrumbs';
import { Container } from '@web/components/ui/container';
import { Icon } from '@web/components/ui/icon';
import { Link } from '@web/components/ui/link';
import { JobFacts } from './job-facts';
import { JobApplicationForm } from './job-application-form';
import styles from './job-apply-page.module.css';

/** /job/apply/:postid/:slug: the trail back, the vacancy's name and the application form. */
export function JobApplyPage({ job }: { job: JobView }) {
  const detailsHref = `/job-details/${job.id}/${job.slug}`;
  return (
    <Container className={styles.page}>
      <Breadcrumbs
        trail={[
          { name: 'Home', href: '/' },
          { name: 'Vacancies', href: '/jobs' },
          { name: 'Apply', href: `/job/apply/${job.id}/${job.slug}` },
        ]}
      />
      <div className={styles.card}>
        <header className={styles.header}>
          <Link to={detailsHref} variant="plain" className={styles.back}>
            <Icon name="chevron-right" size={16} className={styles.flip} />
            Back to details
          </Link>
          <h1 className={styles.job}>{job.title}</h1>
          <JobFacts job={job} showDeadline />
        </header>
        <JobApplicationForm jobId={job.id} />
      </div>
    </Container>
  );
}
