import type { JobCard } from '../api/job-queries';
import { Icon } from '@web/components/ui/icon';
import styles from './job-facts.module.css';

/** Location and type of a vacancy, with the closing date where the page shows it. */
export function JobFacts({ job, showDeadline = false }: { job: JobCard; showDeadline?: boolean }) {
  return (
    <ul className={styles.facts}>
      <li>
        <Icon name="pin" size={16} />
        <span>{job.location}</span>
      </li>
      <li>
        <Icon name="clock" size={16} />
        <span>{job.type}</span>
      </li>
      {showDeadline && (
        <li>
          <Icon name="calendar" size={16} />
          <span>
            Deadline: <time dateTime={job.deadline}>{job.deadlineText}</time>
          </span>
        </li>
      )}
    </ul>
  );
}
