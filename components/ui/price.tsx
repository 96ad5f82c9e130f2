import { useTranslations } from 'next-intl';
import { formatRupees } from '@/lib/format/money';

/** Selling price, struck-through original price and the percent-off badge (only above 0). */
export function Price({
  price,
  originalPrice,
  percentOff,
  size = 'md',
}: {
  price: number;
  originalPrice: number;
  percentOff: number;
  size?: 'sm' | 'md' | 'lg';
}) {
  const t = useTranslations('Card');
  const main = { sm: 'text-base', md: 'text-lg', lg: 'text-3xl' }[size];
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`${main} font-bold`}>{formatRupees(price)}</span>
      {originalPrice > price && (
        <s className="text-sm text-gray-500">
          <span className="sr-only">{t('originalPrice')} </span>
          {formatRupees(originalPrice)}
        </s>
      )}
      {percentOff > 0 && <span className="text-sm font-semibold text-green-700">{t('percentOff', { percent: percentOff })}</span>}
    </p>
  );
}
