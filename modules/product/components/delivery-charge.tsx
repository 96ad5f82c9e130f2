import { useTranslations } from 'next-intl';
import { formatRupees } from '@/lib/format/money';
import { isSpecialTshirt, SPECIAL_TSHIRT_PAIR_PRICE } from '@/platform/cart/contract/totals';

/** What delivering the product costs, per item, as the order will charge it (the T-shirt pair ships free). */
export function DeliveryCharge({ name, charge }: { name: string; charge: number }) {
  const t = useTranslations('Product');
  if (charge <= 0) {
    return (
      <p data-testid="delivery-charge" className="text-sm font-medium text-green-700">
        {t('freeDelivery')}
      </p>
    );
  }
  return (
    <p data-testid="delivery-charge" className="text-sm text-gray-800">
      <span className="font-medium">{t('deliveryCharge', { charge: formatRupees(charge) })}</span> {t('perItem')}
      {isSpecialTshirt(name) && <span className="block text-green-700">{t('tshirtPair', { price: formatRupees(SPECIAL_TSHIRT_PAIR_PRICE) })}</span>}
    </p>
  );
}
