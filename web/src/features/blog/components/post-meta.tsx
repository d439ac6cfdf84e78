import type { BlogPostCard } from '../api/blog-queries';
import styles from './post-meta.module.css';

/** Date and reading time (and the author, on the article), as one quiet line. */
export function PostMeta({ post, withAuthor = false }: { post: BlogPostCard; withAuthor?: boolean }) {
  return (
    <p className={styles.meta}>
      <time dateTime={post.publishedAt}>{post.publishedText}</time>
      {withAuthor && <span>By {post.author}</span>}
      <span>{post.readingMinutes} min read</span>
    </p>
  );
}
