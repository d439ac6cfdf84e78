import type { JobCard, JobsPage } from '../api/job-queries';
import { Container } from '@web/components/ui/container';
import { LinkButton } from '@web/components/ui/link-button';
import { Skeleton } from '@web/components/ui/skeleton';
import { StepLink, StepPager } from '@web/components/ui/step-pager';
import { SHOP_NAME } from '@bff/shared/shop';
import { JobFacts } from './job-facts';
import styles from './jobs-list.module.css';

export const NO_VACANCY_MESSAGE = 'Sorry! No current vacancy.';

const SKELETON_ITEMS = 5;

function CareersIntro() {
  return (
    <header className={styles.intro}>
      <h1 className={styles.title}>Work at {SHOP_NAME}</h1>
      <p className={styles.lead}>
        We are an independent London print shop turning artwork into business cards, banners and books, often the same day. We look
        for people who care about colour, paper and getting things right first time, and we train them on some of the best kit in
        the city.
      </p>
    </header>
  );
}

function JobItem({ job }: { job: JobCard }) {
  return (
    <li className={styles.item}>
      <div className={styles.itemText}>
        <h3 className={styles.itemTitle}>{job.title}</h3>
        <JobFacts job={job} />
      </div>
      <LinkButton to="/job-details/$postid/$slug" params={{ postid: String(job.id), slug: job.slug }} variant="outline" aria-label={`DETAILS: ${job.title}`}>
        DETAILS
      </LinkButton>
    </li>
  );
}

/**
 * The spec shows pagination only once the shopper is past page 1, which alone would leave page 2
 * unreachable; a 'More vacancies' link is therefore shown whenever there is a next page.
 */
function JobsPagination({ page, pageCount }: { page: number; pageCount: number }) {
  const hasMore = page < pageCount;
  if (page <= 1 && !hasMore) return null;
  return (
    <StepPager
      label="Vacancy pages"
      previous={
        page > 1 && (
          <StepLink direction="previous" to="/jobs" search={{ page: page - 1 }}>
            Previous vacancies
          </StepLink>
        )
      }
      position={page > 1 && `Page ${page} of ${pageCount}`}
      next={
        hasMore && (
          <StepLink direction="next" to="/jobs" search={{ page: page + 1 }}>
            More vacancies
          </StepLink>
        )
      }
    />
  );
}

/** /jobs: the company intro and one page of current vacancies. */
export function JobsList({ data }: { data: JobsPage }) {
  return (
    <Container className={styles.page}>
      <CareersIntro />
      <section aria-labelledby="current-vacancies">
        <h2 id="current-vacancies" className={styles.heading}>
          Current vacancies
        </h2>
        {data.items.length === 0 ? (
          <p className={styles.empty}>{NO_VACANCY_MESSAGE}</p>
        ) : (
          <ul className={styles.list}>
            {data.items.map((job) => (
              <JobItem key={job.id} job={job} />
            ))}
          </ul>
        )}
        <JobsPagination page={data.page} pageCount={data.pageCount} />
      </section>
    </Container>
  );
}

/** The list's shape while the first page loads. */
export function JobsListSkeleton() {
  return (
    <Container className={styles.page} aria-busy="true">
      <CareersIntro />
      <h2 className={styles.heading}>Current vacancies</h2>
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: SKELETON_ITEMS }, (_, index) => (
          <li key={index} className={styles.item}>
            <div className={styles.itemText}>
              <Skeleton width="16em" height="1.4em" />
              <Skeleton width="12em" />
            </div>
          </li>
        ))}
      </ul>
    </Container>
  );
}
