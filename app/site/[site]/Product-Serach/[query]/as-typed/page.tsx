import type { Metadata } from 'next';
import { ProductNotFound } from '@/modules/catalogue/components/product-not-found';
import { SearchScreen } from '@/modules/catalogue/components/search-screen';
import { loadSearchPage, searchPageMetadata, type SearchPageProps } from '@/modules/catalogue/server/search-page';

export function generateMetadata(props: SearchPageProps): Promise<Metadata> {
  return searchPageMetadata(props, true);
}

/** /Product-Serach/{searchText}/as-typed: the search for exactly what was typed ("Search instead for …"), uncorrected. */
export default async function AsTypedSearchPage(props: SearchPageProps) {
  const { text, filters, path, results, nothingFound } = await loadSearchPage(props, true);
  if (nothingFound) return <ProductNotFound searched={text} />;
  return <SearchScreen text={text} path={path} filters={filters} results={results} />;
}
