import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { blogQueries } from '@web/features/blog/api/blog-queries';
import { BlogArticle, BlogArticleSkeleton } from '@web/features/blog/components/blog-article';
import { ensureOrNotFound } from '@web/features/catalog/api/catalog-queries';
import { blogPostingJsonLd } from '@web/lib/json-ld';
import { pageHead, type PageMeta } from '@web/lib/page-head';

// One blog post; an unknown slug shows the shop's not-found page.
export const Route = createFileRoute('/blogs/$slug')({
  loader: async ({ context, params }) => {
    const post = await ensureOrNotFound(context.queryClient, blogQueries.post(params.slug));
    const canonicalPath = `/blogs/${post.slug}`;
    return {
      title: post.title,
      description: post.excerpt,
      canonicalPath,
      image: post.image.src,
      ogType: 'article',
      jsonLd: [blogPostingJsonLd({ ...post, url: canonicalPath, image: post.image.src })],
    } satisfies PageMeta;
  },
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData) : {}),
  pendingComponent: BlogArticleSkeleton,
  component: BlogPostRoute,
});

function BlogPostRoute() {
  const { slug } = Route.useParams();
  const { data: post } = useSuspenseQuery(blogQueries.post(slug));
  return <BlogArticle post={post} />;
}
