/** /product-category/{slug}: the legacy address of the product page, rendered the same way; its canonical URL is /product/{slug}. */
export { default, generateMetadata } from '../../product/[slug]/page';

export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}
