import { useTranslations } from 'next-intl';
import { addressLines, type Address } from '@/modules/account/address';
import { usePageLocale } from '@/components/ui/locale-context';

/** The delivery address of an order whose payment is pending: shown, not editable or switchable (the order keeps it). */
export function LockedAddress({ address, orderId }: { address: Address; orderId: string }) {
  const t = useTranslations('Checkout');
  const locale = usePageLocale();
  return (
    <div data-testid="locked-address" className="rounded-xl border-2 border-gray-200 bg-gray-50 p-4">
      <p className="font-semibold text-gray-900">{address.name}</p>
      {addressLines(address, locale).map((line) => (
        <span key={line} className="block text-sm text-gray-700">
          {line}
        </span>
      ))}
      <span className="mt-1 block text-sm text-gray-700">{t('deliverTo.mobile', { mobile: address.mobile })}</span>
      <p className="mt-3 text-sm text-gray-600">{t('locked', { orderId })}</p>
    </div>
  );
}
