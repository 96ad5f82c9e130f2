import type { Hono } from 'hono';
import { calls } from '../../contract/calls';
import { cartToCheckoutAnswer, cartToCheckoutRequest } from '../../cart/contract/cart';
import { checkoutItems, shopOf, shopperOf } from '../../cart';
import { customerForToken } from '../../shared/auth/tokens';
import type { PlatformContext } from '../../shared/platform-context';
import { answer, bearer, readJson, validate, type AppContext, type AppEnv } from '../../shared/http/context';
import { priceCartAnswer, priceCartRequest, productOfferAnswer, productOfferQuery, shopCouponsAnswer } from '../contract/shopper-offers';
import { priceWithPromotions } from '../promotions';
import { productOffer, shopCoupons } from '../shop-offers';
import { codOfferFor, codRulesOf } from '../../cod';
import { toPaise } from '../../shared/contract/money';
import type { Shop } from '../../shared/tenancy/shop-row';
import type { PriceCartAnswer } from '../contract/shopper-offers';

/** Price_Cart's cash-on-delivery part: whether COD is offered for these totals (and PIN code), its fee and the online saving. */
function codPriceOf(shop: Shop, pincode: string | undefined, totals: PriceCartAnswer['totals']): Pick<PriceCartAnswer, 'cod' | 'prepaid_saving'> {
  const { cod, prepaidSaving } = codOfferFor(codRulesOf(shop), {
    pincode,
    totalPaise: toPaise(totals.total),
    onlineDiscountPaise: toPaise(totals.onlineDiscount),
  });
  return { cod, prepaid_saving: prepaidSaving };
}

/** The signed-in shopper when a valid bearer token came with a call that does not need one; else null (a guest). */
async function optionalCustomerId(c: AppContext, platform: PlatformContext): Promise<number | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (!token) return null;
  const customer = await customerForToken(platform.db, c.get('reseller').id, token);
  return customer?.id ?? null;
}

/** The shopper's calls of coupons and automatic offers, and cart_to_checkout (its totals carry the automatic offer). */
export function registerShopperOfferRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  app.post(calls.cartToCheckout.path, bearer(platform), async (c) => {
    const body = await readJson(c, cartToCheckoutRequest);
    const shopper = shopperOf(c);
    const { items, lines } = await checkoutItems(platform.db, shopper, body);
    const { priced } = await priceWithPromotions(platform.db, shopper, lines, '', '');
    return answer(c, cartToCheckoutAnswer, { status: 'true', message: 'Ready for checkout.', data: items, totals: priced.totals });
  });

  app.post(calls.priceCart.path, async (c) => {
    const body = await readJson(c, priceCartRequest);
    const customerId = await optionalCustomerId(c, platform);
    const shop = shopOf(c);
    const { lines } = await checkoutItems(platform.db, { ...shop, customerId: customerId ?? 0 }, body.lines);
    const { priced, promotions } = await priceWithPromotions(
      platform.db,
      { shopId: shop.shopId, customerId },
      lines,
      body.coupon_code,
      body.paymentmode,
    );
    return answer(c, priceCartAnswer, {
      status: 'true',
      message: 'Cart priced.',
      totals: priced.totals,
      coupon: promotions.coupon,
      offerHint: promotions.offerHint,
      ...codPriceOf(c.get('reseller'), body.pincode, priced.totals),
    });
  });

  app.get(calls.shopCoupons.path, async (c) =>
    answer(c, shopCouponsAnswer, { status: 'true', ...(await shopCoupons(platform.db, c.get('reseller').id)) }),
  );

  app.get(calls.productOffer.path, async (c) => {
    const { prod_id } = validate(productOfferQuery, { prod_id: c.req.query('prod_id') ?? '' });
    const shop = shopOf(c);
    return answer(c, productOfferAnswer, { status: 'true', ...(await productOffer(platform.db, { ...shop, customerId: 0 }, prod_id)) });
  });
}
