import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { blogQueries } from '@web/features/blog/api/blog-queries';
import { BlogArticle, BlogArticleSkeleton } from '@web/features/blog/components/blog-article';
import { ensureOrNotFound } from '@web/features/catalog/api/catalog-queries';
import { pageTitle } from '@bff/shared/shop';

// One blog post; an unknown slug shows the shop's not-found page.
export const Route = createFileRoute('/blogs/$slug')({
  loader: ({ context, params }) => ensureOrNotFound(context.queryClient, blogQueries.post(params.slug)),
  head: ({ loaderData }) => ({ meta: loaderData ? [{ title: pageTitle(loaderData.title) }] : [] }),
  pendingComponent: BlogArticleSkeleton,
  component: BlogPostRoute,
});

function BlogPostRoute() {
  const { slug } = Route.useParams();
  const { data: post } = useSuspenseQuery(blogQueries.post(slug));
  return <BlogArticle post={post} />;
}
