import type { Context, Hono } from 'hono';
import { calls } from '../../contract/calls';
import { shopOf } from '../../cart';
import type { PlatformContext } from '../../shared/platform-context';
import { answer, readJson, type AppEnv } from '../../shared/http/context';
import { requireConsole } from '../../shared/http/require-console';
import { z } from 'zod';
import {
  consoleCouponsAnswer,
  couponAnswer,
  couponDeleteAnswer,
  offerAnswer,
  offerDeleteAnswer,
  onlineDiscountAnswer,
} from '../contract/console-coupons';
import { deleteCoupon, listCoupons, saveCoupon, setCouponStatus } from '../console-coupons';
import { deleteOffer, listOffers, saveOffer, setOfferStatus, setOnlineDiscount } from '../console-offers';
import { shopPromotions } from '../promotions';

/** The console's coupons, automatic offers and online-payment discount of the host's shop (its owners and admins). */
export function registerConsoleOfferRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  const signedIn = requireConsole(platform);
  const shopId = (c: Context<AppEnv>) => c.get('reseller').id;
  const body = (c: Context<AppEnv>) => readJson(c, z.unknown());

  app.get(calls.consoleCoupons.path, signedIn, async (c) => {
    const shop = shopOf(c);
    const [data, offers, promotions] = await Promise.all([
      listCoupons(platform.db, shop),
      listOffers(platform.db, shop.shopId),
      shopPromotions(platform.db, shop.shopId),
    ]);
    return answer(c, consoleCouponsAnswer, { status: 'true', data, offers, onlineDiscountPercent: promotions.onlineDiscountPercent });
  });
  app.post(calls.consoleCouponSave.path, signedIn, async (c) =>
    answer(c, couponAnswer, { status: 'true', ...(await saveCoupon(platform.db, shopOf(c), await body(c))) }),
  );
  app.post(calls.consoleCouponStatus.path, signedIn, async (c) =>
    answer(c, couponAnswer, { status: 'true', ...(await setCouponStatus(platform.db, shopOf(c), await body(c))) }),
  );
  app.post(calls.consoleCouponDelete.path, signedIn, async (c) =>
    answer(c, couponDeleteAnswer, { status: 'true', ...(await deleteCoupon(platform.db, shopOf(c), await body(c))) }),
  );
  app.post(calls.consoleOfferSave.path, signedIn, async (c) =>
    answer(c, offerAnswer, { status: 'true', ...(await saveOffer(platform.db, shopId(c), await body(c))) }),
  );
  app.post(calls.consoleOfferStatus.path, signedIn, async (c) =>
    answer(c, offerAnswer, { status: 'true', ...(await setOfferStatus(platform.db, shopId(c), await body(c))) }),
  );
  app.post(calls.consoleOfferDelete.path, signedIn, async (c) =>
    answer(c, offerDeleteAnswer, { status: 'true', ...(await deleteOffer(platform.db, shopId(c), await body(c))) }),
  );
  app.post(calls.consoleOnlineDiscount.path, signedIn, async (c) =>
    answer(c, onlineDiscountAnswer, { status: 'true', ...(await setOnlineDiscount(platform, shopId(c), await body(c))) }),
  );
}
