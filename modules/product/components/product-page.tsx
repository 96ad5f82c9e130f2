import { setPageLocale } from '@/lib/i18n/page-locale';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/modules/catalogue/components/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import { getProduct } from '@/lib/platform/server/catalogue';
import { hostName, siteOrigin, siteLocale } from '@/lib/platform/site';
import type { Product, ProductCard } from '@/lib/platform/types';
import { showsSaleBadge } from '@/modules/product/sold-out';
import { youtubeVideoId } from '@/modules/product/youtube';
import { productJsonLd } from '@/lib/seo/product-json-ld';
import { productPath, productUrl } from '@/lib/seo/product-url';
import { routeSlug } from '@/lib/seo/route-slug';
import { absoluteUrl } from '@/lib/seo/share-metadata';
import { MobileBuyBar } from './mobile-buy-bar';
import { ProductDescription } from './product-description';
import { ProductGallery } from './gallery/product-gallery';
import { ProductSideCard } from './product-side-card';
import { ProductSummary } from './product-summary';
import { ProfileDetails } from './profile-details';
import { PurchaseOptions } from './purchase-options';
import { PurchaseProvider } from './purchase-context';
import { RecentlyViewedRecorder } from './recently-viewed-recorder';
import { ShareButton } from './share/share-button';
import { SimilarProducts } from './similar-products';
import { uploadUrl } from '@/lib/images/upload-url';

/**
 * Product detail, shared by /product, /product-category and /product-categoryy; `missing` is what the route answers
 * for a product the shop does not have (the shell's not-found answer).
 */
export async function ProductPage({ site, slug, missing }: { site: string; slug: string; missing: ReactNode }) {
  // Before anything translates: the page and the shop's layout render side by side.
  setPageLocale(siteLocale(site));
  const host = hostName(site);
  const product = await getProduct(host, routeSlug(slug));
  if (!product) return missing;
  const origin = siteOrigin(site);
  const card = toCard(product);
  const pageUrl = productUrl(origin, product.slug);

  return (
    <>
      {/* og:type 'product' and its price: tags Next's metadata API has no field for (React hoists them into <head>). */}
      <meta property="og:type" content="product" />
      <meta property="product:price:amount" content={String(product.price)} />
      <meta property="product:price:currency" content="INR" />
      {productJsonLd(product, { origin }).map((data) => (
        <JsonLd key={data['@type']} data={data} />
      ))}
      <PurchaseProvider product={card}>
        <div className="mx-auto max-w-7xl px-4 pt-4 pb-32 md:pb-12">
          <Breadcrumbs crumbs={breadcrumbs(product)} />
          <div className="mt-4 grid gap-8 md:grid-cols-[minmax(0,1fr)_17rem] lg:grid-cols-[minmax(0,1fr)_19rem]">
            <div className="min-w-0">
              <div className="grid gap-6 lg:grid-cols-2 lg:gap-8">
                <ProductGallery
                  images={product.images}
                  name={product.name}
                  videoId={youtubeVideoId(product.youtubeLink)}
                  onSale={showsSaleBadge(product)}
                  shareButton={<ShareButton name={product.name} url={pageUrl} imageUrl={absoluteUrl(origin, uploadUrl(product.images[0] ?? ''))} />}
                />
                <div className="min-w-0">
                  <ProductSummary product={product} />
                  <PurchaseOptions />
                </div>
              </div>
              <ProfileDetails details={product.details} />
              <ProductDescription html={product.descriptionHtml} />
            </div>
            <ProductSideCard product={product} />
          </div>
          <SimilarProducts host={host} product={card} />
        </div>
        <MobileBuyBar />
      </PurchaseProvider>
      <RecentlyViewedRecorder product={card} />
    </>
  );
}

/** Home › sub-category › product, as the BreadcrumbList in the page's JSON-LD says. */
function breadcrumbs(product: Product) {
  return [
    { name: 'Home', path: '/' },
    ...(product.category ? [{ name: product.category, path: `/products-section/${product.subcategoryId}` }] : []),
    { name: product.name, path: productPath(product.slug) },
  ];
}

/** What the browser needs of the product: the card, without the long description and details. */
function toCard(product: Product): ProductCard {
  const { descriptionHtml, summary, details, ...card } = product;
  void descriptionHtml;
  void summary;
  void details;
  return card;
}
