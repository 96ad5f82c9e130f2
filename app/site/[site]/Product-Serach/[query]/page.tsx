import type { Metadata } from 'next';
import { ProductNotFound } from '@/modules/catalogue/components/product-not-found';
import { SearchScreen } from '@/modules/catalogue/components/search-screen';
import { loadSearchPage, searchPageMetadata, type SearchPageProps } from '@/modules/catalogue/server/search-page';

export function generateMetadata(props: SearchPageProps): Promise<Metadata> {
  return searchPageMetadata(props, false);
}

/** /Product-Serach/{searchText}: the search, its words corrected where no product name holds them. */
export default async function SearchPage(props: SearchPageProps) {
  const { text, filters, path, results, nothingFound } = await loadSearchPage(props, false);
  if (nothingFound) return <ProductNotFound searched={text} />;
  return <SearchScreen text={text} path={path} filters={filters} results={results} />;
}
