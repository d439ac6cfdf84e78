import type { BlogPostView } from '../api/blog-queries';
import { Breadcrumbs } from '@web/components/ui/breadcrumbs';
import { Container } from '@web/components/ui/container';
import prose from '@web/components/ui/prose.module.css';
import { Skeleton } from '@web/components/ui/skeleton';
import { PostMeta } from './post-meta';
import styles from './blog-article.module.css';
import articleStyles from '@web/components/ui/article-page.module.css';

const SKELETON_LINES = ['100%', '96%', '92%', '70%', '100%', '88%', '60%'];

/** One blog post: the CMS HTML as readable prose under its title, byline and picture. */
export function BlogArticle({ post }: { post: BlogPostView }) {
  const trail = [
    { name: 'Home', href: '/' },
    { name: 'Blog', href: '/blogs' },
    { name: post.title, href: `/blogs/${post.slug}` },
  ];
  return (
    <Container size="narrow" className={articleStyles.page}>
      <Breadcrumbs trail={trail} />
      <article className={articleStyles.article}>
        <header className={styles.header}>
          <h1 className={styles.title}>{post.title}</h1>
          <PostMeta post={post} withAuthor />
        </header>
        <img
          className={styles.hero}
          src={post.image.src}
          srcSet={post.image.srcSet}
          sizes="(min-width: 848px) 800px, 100vw"
          width={post.image.width}
          height={post.image.height}
          alt={post.image.alt}
          fetchPriority="high"
        />
        {/* Trusted CMS HTML: the BFF sanitises it with an allowlist before it reaches the browser. */}
        <div className={prose.prose} dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
    </Container>
  );
}

/** The article's shape while it loads, at the reading width it will have. */
export function BlogArticleSkeleton() {
  return (
    <Container size="narrow" className={articleStyles.page} aria-busy="true">
      <Skeleton width="14em" />
      <div className={articleStyles.article}>
        <div className={styles.header}>
          <Skeleton width="80%" height="2.4rem" />
          <Skeleton width="16em" />
        </div>
        <Skeleton shape="block" height="auto" className={styles.hero} />
        <div className={styles.lines}>
          {SKELETON_LINES.map((width, index) => (
            <Skeleton key={index} width={width} height="1.2em" />
          ))}
        </div>
      </div>
    </Container>
  );
}
