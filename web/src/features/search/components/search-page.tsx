import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  SEARCH_PAGE_SIZES,
  SEARCH_SORT_OPTIONS,
  type SearchPageSize,
  type SearchParams,
  type SearchSort,
} from '@bff/schemas/search';
import { ProductCard, ProductCardSkeleton } from '@web/components/product-card/product-card';
import { Button } from '@web/components/ui/button';
import { Container } from '@web/components/ui/container';
import { Icon } from '@web/components/ui/icon';
import { LinkButton } from '@web/components/ui/link-button';
import { PageMessage, PastLastPage } from '@web/components/ui/page-message';
import { Select } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { cx } from '@web/lib/cx';
import { serverMessage } from '@web/lib/server-message';
import { searchQueries } from '../api/search-queries';
import { withPageSize, withSort } from '../search-text';
import { SearchPagination } from './search-pagination';
import styles from './search-page.module.css';

/** Three across from 767 px: the page sizes (9, 18, 36) fill whole rows. */
const IMAGE_SIZES = '(min-width: 1260px) 395px, (min-width: 767px) 31vw, 50vw';

const SORT_OPTIONS = SEARCH_SORT_OPTIONS.map((option) => ({ id: option.value === '' ? 'relevance' : option.value, label: option.label }));
const SIZE_OPTIONS = SEARCH_PAGE_SIZES.map((size) => ({ id: String(size), label: String(size) }));

const sortFromId = (id: string): SearchSort => (id === 'relevance' ? '' : (id as SearchSort));

interface SearchPageProps {
  /** The cleaned search text, never empty (an address with nothing to search for is not found). */
  text: string;
  params: SearchParams;
}

/**
 * Search results: 'Searching result for' while a page loads, then
 * 'Showing result for' with the total; sort, page size and page are the URL's search params. While
 * another page, sort or size loads, the last results stay on screen, dimmed, instead of a blank.
 */
export function SearchPage({ text, params }: SearchPageProps) {
  const navigate = useNavigate({ from: '/search/$term' });
  const results = useQuery(searchQueries.results(text, params));
  // Results of other text are no stand-in: new text shows placeholders, not the old products.
  const data = results.data?.text === text ? results.data : undefined;
  const searching = results.isPending || results.isPlaceholderData;
  const showPlaceholders = searching && !data;

  const change = (next: SearchParams) => void navigate({ search: next });

  return (
    <Container className={styles.page}>
      <header className={styles.header} aria-live="polite">
        <h1 className={styles.title}>
          {searching ? 'Searching result for' : 'Showing result for'} <span className={styles.term}>&quot;{text}&quot;</span>
        </h1>
        {data && !searching && (
          <p className={styles.total}>
            Total <strong>{data.total}</strong> results found
          </p>
        )}
        {showPlaceholders && <Skeleton width={180} className={styles.totalPlaceholder} />}
      </header>

      {results.isError && !data ? (
        <PageMessage icon="alert" title="We could not search just now" role="alert">
          <p>{serverMessage(results.error, { fallback: 'Please check your connection and try again.' })}</p>
          <Button variant="secondary" onPress={() => void results.refetch()}>
            <Icon name="refresh" size={18} />
            Try again
          </Button>
        </PageMessage>
      ) : data && data.total === 0 ? (
        <PageMessage icon="search" title="Sorry, Product not found">
          <p>Check the spelling, or try a shorter or more general word such as “cards” or “banner”.</p>
          <LinkButton to="/" variant="secondary">
            Browse all products
          </LinkButton>
        </PageMessage>
      ) : data && data.items.length === 0 && !searching ? (
        <PastLastPage icon="search" page={params.page} pageCount={data.pageCount} counted={`The ${data.total} results for “${text}”`}>
          <LinkButton to="/search/$term" params={{ term: text }} search={{ ...params, page: data.pageCount }} variant="secondary">
            Go to the last page
          </LinkButton>
        </PastLastPage>
      ) : (
        <>
          <div className={styles.toolbar}>
            <Select
              label="Sort by"
              className={styles.sort}
              options={SORT_OPTIONS}
              value={params.sort === '' ? 'relevance' : params.sort}
              onChange={(id) => change(withSort(params, sortFromId(id)))}
            />
            <div className={styles.size}>
              <Select
                label="Results per page"
                options={SIZE_OPTIONS}
                value={String(params.size)}
                onChange={(id) => change(withPageSize(params, Number(id) as SearchPageSize))}
              />
              <span className={styles.of}>of {data ? data.total : '…'}</span>
            </div>
          </div>

          <section
            aria-label="Search results"
            aria-busy={searching || undefined}
            className={cx(styles.results, searching && data && styles.stale)}
          >
            {showPlaceholders ? (
              <div className={styles.grid} aria-hidden="true">
                {Array.from({ length: params.size }, (_, index) => (
                  <ProductCardSkeleton key={index} action />
                ))}
              </div>
            ) : (
              data && (
                <ul className={styles.grid} aria-label={`Results, page ${data.page} of ${data.pageCount}`}>
                  {data.items.map((product, index) => (
                    <li key={product.href} className={styles.item}>
                      <ProductCard product={product} sizes={IMAGE_SIZES} action="SHOP NOW" eager={index === 0} />
                    </li>
                  ))}
                </ul>
              )
            )}
          </section>

          {data && <SearchPagination term={text} params={params} pageCount={data.pageCount} />}
        </>
      )}
    </Container>
  );
}
