import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListingScreen } from '@/modules/catalogue/components/listing/listing-screen';
import { JsonLd } from '@/components/ui/json-ld';
import { listingBreadcrumbJsonLd, listingMetadata, resolveListing } from '@/modules/catalogue/server/listing-page';
import type { SearchParams } from '@/modules/catalogue/listing-query';

type Props = { params: Promise<{ site: string; id: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return listingMetadata(await resolveListing('products-section', params, searchParams));
}

/** Sub-category listing: /products-section/{subcategoryId}. */
export default async function SubcategoryListingPage({ params, searchParams }: Props) {
  const listing = await resolveListing('products-section', params, searchParams);
  if (!listing.target) notFound();
  return (
    <>
      <JsonLd data={listingBreadcrumbJsonLd(listing.site, listing.target)} />
      <ListingScreen host={listing.host} path={listing.path} target={listing.target} filters={listing.filters} tree={listing.tree} />
    </>
  );
}
