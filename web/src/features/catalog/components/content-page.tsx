import type { CataloguePage } from '../api/catalog-queries';
import { Container } from '@web/components/ui/container';
import { formatLongDay, londonYear } from '@web/lib/dates';
import { Breadcrumbs } from '@web/components/ui/breadcrumbs';
import prose from '@web/components/ui/prose.module.css';
import styles from './content-page.module.css';
import articleStyles from '@web/components/ui/article-page.module.css';

type FooterPage = Extract<CataloguePage, { kind: 'page' }>;

/** A footer page (delivery, terms, FAQs…): the CMS HTML as readable prose. */
export function ContentPage({ page }: { page: FooterPage }) {
  return (
    <Container size="narrow" className={articleStyles.page}>
      <Breadcrumbs trail={page.breadcrumbs} />
      <article className={articleStyles.article}>
        <header className={styles.header}>
          <h1 className={styles.title}>{page.title}</h1>
          {page.updatedAt && (
            <p className={styles.updated}>
              Last updated{' '}
              <time dateTime={page.updatedAt}>
                {formatLongDay(page.updatedAt)} {londonYear(new Date(page.updatedAt))}
              </time>
            </p>
          )}
        </header>
        {/* Trusted CMS HTML: the BFF sanitises it with an allowlist before it reaches the browser. */}
        <div className={prose.prose} dangerouslySetInnerHTML={{ __html: page.html }} />
      </article>
    </Container>
  );
}
