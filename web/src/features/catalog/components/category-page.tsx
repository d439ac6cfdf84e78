import type { CataloguePage } from '../api/catalog-queries';
import { Container } from '@web/components/ui/container';
import { Icon } from '@web/components/ui/icon';
import { Link } from '@web/components/ui/link';
import { Breadcrumbs } from '@web/components/ui/breadcrumbs';
import { CatalogueHeader, CatalogueHeaderSkeleton } from './catalogue-header';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { Section } from './section';
import { SubCategoryTiles } from './sub-category-tiles';
import styles from './category-page.module.css';

type Listing = Extract<CataloguePage, { kind: 'category' | 'subCategory' }>;

const lowestPrice = (page: Listing) =>
  page.products.length > 0 ? Math.min(...page.products.map((product) => product.fromPrice)) : null;

/** A category (its ranges, every product, its top sellers) or a sub-category (its products, the category's top sellers). */
export function CategoryPage({ page }: { page: Listing }) {
  const category = page.kind === 'subCategory' ? page.category : null;
  return (
    <Container className={styles.page}>
      <Breadcrumbs trail={page.breadcrumbs} />
      <CatalogueHeader
        title={page.title}
        intro={page.intro}
        image={page.image}
        eyebrow={category?.name}
        productCount={page.products.length}
        fromPrice={lowestPrice(page)}
      />

      {page.kind === 'category' && page.subCategories.length > 0 && (
        <Section title="Shop by type" lead="Pick a range to see its products and prices.">
          <SubCategoryTiles tiles={page.subCategories} />
        </Section>
      )}

      <Section
        title={`All ${page.title}`}
        lead={page.kind === 'subCategory' ? 'Choose a product to see every option and your exact price.' : undefined}
      >
        {page.products.length > 0 ? (
          <ProductGrid products={page.products} />
        ) : (
          <p className={styles.empty}>New products are on their way. Call us and we will print it anyway.</p>
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
