import type { ShopPricing } from '../../pricing';
import type { ShopCustomer } from '../../shared/platform-context';
import type { AppContext } from '../../shared/http/context';

/** The host's shop, whose prices and hidden products apply to a catalogue call. */
export function shopOf(c: AppContext): ShopPricing {
  const reseller = c.get('reseller');
  return { shopId: reseller.id, markupPercent: reseller.markupPercent };
}

/** The signed-in shopper of a bearer call, with the reseller whose prices apply. */
export function shopperOf(c: AppContext): ShopCustomer {
  const reseller = c.get('reseller');
  return { shopId: reseller.id, customerId: c.get('customer').id, markupPercent: reseller.markupPercent };
}
