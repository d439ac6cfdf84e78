import { Link } from '@tanstack/react-router';
import type { SearchParams } from '@bff/schemas/search';
import { PageLinks } from '@web/components/ui/page-links';
import { withPage } from '../search-text';

interface SearchPaginationProps {
  term: string;
  params: SearchParams;
  pageCount: number;
}

/** Links to the other pages of results, keeping sort and size. */
export function SearchPagination({ term, params, pageCount }: SearchPaginationProps) {
  return (
    <PageLinks
      page={params.page}
      pageCount={pageCount}
      link={(target, props) => (
        <Link to="/search/$term" params={{ term }} search={withPage(params, target)} activeOptions={{ exact: true }} {...props} />
      )}
    />
  );
}
