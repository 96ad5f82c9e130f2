import { useTranslations } from 'next-intl';
import { Price } from '@/components/ui/price';
import type { Product } from '@/lib/platform/types';
import { sideCardDetails } from '@/modules/product/side-card-details';
import { detailLabel } from '@/modules/product/detail-labels';
import { ActionButtons } from './action-buttons';
import { StickyBelowHeader } from './sticky-below-header';

/** Wide screens: a sticky card with the price, the short Product Details and the three actions. */
export function ProductSideCard({ product }: { product: Product }) {
  const details = sideCardDetails(product.details);
  const t = useTranslations('Product');
  const labels = useTranslations('Product.detailLabels');
  return (
    <aside aria-label={t('buyThisProduct')} className="hidden md:block">
      <StickyBelowHeader className="space-y-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
        <Price price={product.price} originalPrice={product.originalPrice} percentOff={product.percentOff} size="lg" />
        {details.length > 0 && (
          <div>
            <h2 className="text-sm font-semibold text-gray-900">{t('productDetails')}</h2>
            <dl className="mt-2 space-y-1.5 text-sm">
              {details.map((detail) => (
                <div key={detail.label} className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2">
                  <dt className="text-gray-600">{detailLabel(detail.label, labels)}</dt>
                  <dd className="break-words text-gray-900">{detail.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
        <ActionButtons layout="stack" />
      </StickyBelowHeader>
    </aside>
  );
}
