import { addressLines, type Address } from '@/modules/account/address';
import { useTranslations } from 'next-intl';
import { usePageLocale } from '@/components/ui/locale-context';
import { DeliveryCheck } from '@/modules/delivery/components/delivery-check';

/**
 * Where the order goes, right above Place Order: the selected address as the order will keep it, so the shopper
 * never has to scroll back (on a phone the address list is a screen away) to know where it will be delivered.
 */
export function DeliverTo({ address, loaded }: { address: Address | null; loaded: boolean }) {
  const t = useTranslations('Checkout.deliverTo');
  const locale = usePageLocale();
  if (!loaded) return null;
  return (
    <div data-testid="deliver-to" className="rounded-lg border border-gray-200 bg-gray-50 p-3 text-sm">
      <div className="flex items-baseline justify-between gap-3">
        <p className="font-semibold text-gray-900">{address ? t('deliveringTo', { name: address.name }) : t('noAddress')}</p>
        <a href="#delivery-title" className="inline-flex min-h-11 shrink-0 items-center px-1 font-semibold text-shop-primary">
          {address ? t('change') : t('choose')}
        </a>
      </div>
      {address && (
        <address className="text-gray-700 not-italic">
          {addressLines(address, locale).join(', ')}
          <span className="block">{t('mobile', { mobile: address.mobile })}</span>
        </address>
      )}
      {/* When it arrives there: the selected address's PIN code, checked without asking. */}
      <DeliveryCheck addressPin={address?.pinCode} className="mt-2" />
    </div>
  );
}
