import type { Metadata } from 'next';
import { SearchPageContent, searchPageMetadata, type SearchPageProps } from '@/modules/catalogue/server/search-page';

export function generateMetadata(props: SearchPageProps): Promise<Metadata> {
  return searchPageMetadata(props, true);
}

/** /Product-Serach/{searchText}/as-typed: the search for exactly what was typed ("Search instead for …"), uncorrected. */
export default function AsTypedSearchPage(props: SearchPageProps) {
  return <SearchPageContent props={props} asTyped />;
}
