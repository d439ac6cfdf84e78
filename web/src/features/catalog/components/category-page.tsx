import { Link as RouterLink } from '@tanstack/react-router';
import type { CataloguePage } from '../api/catalog-queries';
import { Container } from '@web/components/ui/container';
import { Icon } from '@web/components/ui/icon';
import { Link } from '@web/components/ui/link';
import { LinkButton } from '@web/components/ui/link-button';
import { PageLinks } from '@web/components/ui/page-links';
import { PastLastPage } from '@web/components/ui/page-message';
import { Breadcrumbs } from '@web/components/ui/breadcrumbs';
import { CatalogueHeader, CatalogueHeaderSkeleton } from './catalogue-header';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { Section } from './section';
import { SubCategoryTiles } from './sub-category-tiles';
import styles from './category-page.module.css';

type Listing = Extract<CataloguePage, { kind: 'category' | 'subCategory' }>;

const numberText = new Intl.NumberFormat('en-GB');

/** Which of the products this page shows, once there is more than one page: 'Showing 25–48 of 100'. */
function shownRange({ items, total, page, pageSize, pageCount }: Listing['products']) {
  if (pageCount <= 1 || items.length === 0) return undefined;
  const first = (page - 1) * pageSize + 1;
  return `Showing ${numberText.format(first)}–${numberText.format(first + items.length - 1)} of ${numberText.format(total)}`;
}

/** The products on the page shown: the grid, what is on its way, or a page past the last. */
function Products({ page }: { page: Listing }) {
  const { items, total, page: number, pageCount } = page.products;
  if (items.length > 0) return <ProductGrid products={items} />;
  if (total === 0) return <p className={styles.empty}>New products are on their way. Call us and we will print it anyway.</p>;
  return (
    <PastLastPage icon="search" headingLevel={3} page={number} pageCount={pageCount} counted={`The ${numberText.format(total)} ${page.title} products`}>
      <LinkButton to="/$slug" params={{ slug: page.slug }} search={{ page: pageCount }} variant="secondary">
        Go to the last page
      </LinkButton>
    </PastLastPage>
  );
}

/**
 * A category (its ranges, every product, its top sellers) or a sub-category (its products, the category's
 * top sellers). `loadingPage`: the page of its products on its way, while this one stays till it comes
 * (busy); its pagination is the new page's already, as the address is.
 */
export function CategoryPage({ page, loadingPage }: { page: Listing; loadingPage?: number }) {
  const category = page.kind === 'subCategory' ? page.category : null;
  return (
    <Container className={styles.page}>
      <Breadcrumbs trail={page.breadcrumbs} />
      <CatalogueHeader
        title={page.title}
        intro={page.intro}
        image={page.image}
        eyebrow={category?.name}
        productCount={page.products.total}
        fromPrice={page.fromPrice}
      />

      {page.kind === 'category' && page.subCategories.length > 0 && (
        <Section title="Shop by type" lead="Pick a range to see its products and prices.">
          <SubCategoryTiles tiles={page.subCategories} />
        </Section>
      )}

      <Section
        busy={loadingPage !== undefined}
        title={`All ${page.title}`}
        lead={shownRange(page.products) ?? (page.kind === 'subCategory' ? 'Choose a product to see every option and your exact price.' : undefined)}
      >
        <Products page={page} />
        {/* Past the last page, the message's link is the way on: a bar from there would lead to more empty pages. */}
        {page.products.items.length > 0 && (
          <PageLinks
            page={loadingPage ?? page.products.page}
            pageCount={page.products.pageCount}
            link={(target, props) => (
              <RouterLink to="/$slug" params={{ slug: page.slug }} search={{ page: target }} activeOptions={{ exact: true }} {...props} />
            )}
          />
        )}
      </Section>

      {page.topSellers.length > 0 && (
        <Section
          title={category ? `Top sellers in ${category.name}` : 'Top sellers'}
          lead="What London businesses order most from this range."
          action={
            category && (
              <Link to="/$slug" params={{ slug: category.slug }} className={styles.allLink}>
                All {category.name}
                <Icon name="arrow-right" size={16} />
              </Link>
            )
          }
        >
          <ProductGrid products={page.topSellers} ranked />
        </Section>
      )}
    </Container>
  );
}

/** The page's final boxes while it loads: breadcrumb, header, one row of tiles, two of products. */
export function CategoryPageSkeleton() {
  return (
    <Container className={styles.page} aria-busy="true">
      <div className={styles.crumbSkeleton} />
      <CatalogueHeaderSkeleton />
      <ProductGridSkeleton count={8} />
    </Container>
  );
}
