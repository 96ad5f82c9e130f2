import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { formatIndianNumber } from '@/lib/format/money';
import { Price } from '@/components/ui/price';
import { Stars } from '@/components/ui/stars';
import type { Product } from '@/lib/platform/types';
import { DeliveryCharge } from './delivery-charge';
import { ProductOfferLabel } from '@/modules/offers/components/product-offer-label';
import { ScreenMessages } from '@/components/ui/shop-messages';
import { DeliveryCheck } from '@/modules/delivery/components/delivery-check';

/** Name, rating, badges, category, price, the shop's best coupon for it, and when it can be delivered (with cash on delivery) to the shopper's PIN code. */
export function ProductSummary({ product }: { product: Product }) {
  const badges = [product.badge, product.badge1].filter(Boolean);
  const t = useTranslations('Product');
  return (
    <div className="space-y-3">
      <h1 className="text-xl leading-snug font-semibold text-gray-900 md:text-2xl">{product.name}</h1>
      {product.rating > 0 && (
        <p className="flex items-center gap-2 text-sm text-gray-700">
          <Stars rating={product.rating} size={18} />
          <span aria-hidden="true" className="font-semibold text-gray-900">
            {product.rating.toFixed(1)}
          </span>
          <span>{t('ratings', { count: formatIndianNumber(product.ratingCount) })}</span>
        </p>
      )}
      {badges.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('highlights')}>
          {badges.map((badge) => (
            <li key={badge} className="rounded-full bg-shop-primary/10 px-3 py-1 text-xs font-semibold text-shop-primary">
              {badge}
            </li>
          ))}
        </ul>
      )}
      {product.category && (
        <p className="text-sm text-gray-600">
          {t('category')}{' '}
          <Link href={`/products-section/${product.subcategoryId}`} className="font-medium text-gray-900 underline-offset-2 hover:underline">
            {product.category}
          </Link>
        </p>
      )}
      <div data-testid="product-price">
        <Price price={product.price} originalPrice={product.originalPrice} percentOff={product.percentOff} size="lg" />
        <p className="text-xs text-gray-500">{t('inclusiveOfTaxes')}</p>
      </div>
      <ScreenMessages namespaces={['Offers', 'Catalogue']} withShell={false}>
        <ProductOfferLabel productId={product.id} />
      </ScreenMessages>
      <DeliveryCharge name={product.name} charge={product.deliveryCharge} />
      <DeliveryCheck product={product.slug} codUntilChecked={t('codAvailable')} />
    </div>
  );
}
