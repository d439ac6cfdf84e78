import type { BlogPage, BlogPostCard } from '../api/blog-queries';
import { Container } from '@web/components/ui/container';
import { Link } from '@web/components/ui/link';
import { LinkButton } from '@web/components/ui/link-button';
import { PastLastPage } from '@web/components/ui/page-message';
import { Skeleton } from '@web/components/ui/skeleton';
import { cx } from '@web/lib/cx';
import { StepLink, StepPager } from '@web/components/ui/step-pager';
import { PostMeta } from './post-meta';
import styles from './blog-list.module.css';

const SKELETON_CARDS = 6;

function BlogHeader() {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>Blog</h1>
      <p className={styles.lead}>Print tips, paper advice and news from our London print floor.</p>
    </header>
  );
}

function PostCard({ post }: { post: BlogPostCard }) {
  return (
    <li className={styles.card}>
      <img
        className={styles.image}
        src={post.image.src}
        srcSet={post.image.srcSet}
        sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
        width={post.image.width}
        height={post.image.height}
        alt={post.image.alt}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <PostMeta post={post} />
        <h2 className={styles.cardTitle}>
          {/* The whole card is clickable through the title link's stretched hit area (see the CSS). */}
          <Link to="/blogs/$slug" params={{ slug: post.slug }} variant="plain" className={styles.cardLink}>
            {post.title}
          </Link>
        </h2>
        <p className={styles.excerpt}>{post.excerpt}</p>
      </div>
    </li>
  );
}

/** Newer / 'Page x of y' / Older; each page has its own URL so Back and new tabs work. */
function BlogPagination({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <StepPager
      label="Pagination"
      previous={
        page > 1 && (
          <StepLink direction="previous" to="/blogs" search={{ page: page - 1 }}>
            Newer posts
          </StepLink>
        )
      }
      position={`Page ${page} of ${pageCount}`}
      next={
        page < pageCount && (
          <StepLink direction="next" to="/blogs" search={{ page: page + 1 }}>
            Older posts
          </StepLink>
        )
      }
    />
  );
}

/** The blog's list of posts, newest first. `loading`: another page is on its way, and this one stays till it comes. */
export function BlogList({ data, loading = false }: { data: BlogPage; loading?: boolean }) {
  return (
    <Container className={styles.page}>
      <BlogHeader />
      {data.items.length === 0 && data.total > 0 ? (
        <PastLastPage icon="book" page={data.page} pageCount={data.pageCount} counted={`The blog’s ${data.total} posts`}>
          <LinkButton to="/blogs" search={{ page: data.pageCount }} variant="secondary">
            Go to the last page
          </LinkButton>
        </PastLastPage>
      ) : data.items.length === 0 ? (
        <p className={styles.empty}>There are no posts yet.</p>
      ) : (
        <ul className={cx(styles.grid, loading && styles.busy)} aria-busy={loading || undefined}>
          {data.items.map((post) => (
            <PostCard key={post.slug} post={post} />
          ))}
        </ul>
      )}
      <BlogPagination page={data.page} pageCount={data.pageCount} />
    </Container>
  );
}

/** The list's shape while the first page loads. */
export function BlogListSkeleton() {
  return (
    <Container className={styles.page} aria-busy="true">
      <BlogHeader />
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className={styles.card}>
            <Skeleton shape="block" height="auto" className={styles.imageSkeleton} />
            <div className={styles.body}>
              <Skeleton width="10em" />
              <Skeleton width="90%" height="1.4em" />
              <Skeleton width="100%" />
              <Skeleton width="70%" />
            </div>
          </li>
        ))}
      </ul>
    </Container>
  );
}
