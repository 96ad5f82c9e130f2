import type { Metadata } from 'next';
import { SearchPageContent, searchPageMetadata, type SearchPageProps } from '@/modules/catalogue/server/search-page';

export function generateMetadata(props: SearchPageProps): Promise<Metadata> {
  return searchPageMetadata(props, false);
}

/** /Product-Serach/{searchText}: the search, its words corrected where no product name holds them. */
export default function SearchPage(props: SearchPageProps) {
  return <SearchPageContent props={props} asTyped={false} />;
}
