import { and, eq } from 'drizzle-orm';
import type { CheckPincodeRequest, PincodeAnswerData } from './contract/check-pincode';
import { pincodeDoesNotExist } from './contract/delivery-messages';
import { PRODUCT_NOT_FOUND } from '../catalogue';
import { products } from '../catalogue/tables';
import type { Queryable } from '../shared/db/database';
import { lookupPincode } from '../shared/pincodes/pincode-directory';
import { Problem } from '../shared/problem';
import type { Shop } from '../shared/tenancy/shop-row';
import { codRefusal } from './cod-availability';
import { deliversTo, shopPromise } from './shop-delivery';

/** Check_Pincode: where a PIN code is, whether and by when the shop delivers there, and whether COD is offered. */
export async function checkPincode(
  db: Queryable,
  shop: Shop,
  request: Pick<CheckPincodeRequest, 'pincode' | 'ASIN'>,
  now: Date,
): Promise<PincodeAnswerData> {
  const place = await lookupPincode(request.pincode);
  if (!place) throw new Problem(404, pincodeDoesNotExist(request.pincode), 'pincode');
  if (request.ASIN) {
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.asin, request.ASIN), eq(products.isActive, true)))
      .limit(1);
    if (!product) throw new Problem(404, PRODUCT_NOT_FOUND(request.ASIN), 'ASIN');
  }
  const deliverable = deliversTo(shop, place.pincode);
  const refusal = deliverable ? codRefusal(shop, place.pincode) : null;
  const promise = deliverable ? await shopPromise(shop, place, now) : null;
  return {
    pincode: place.pincode,
    city: place.city,
    district: place.district,
    state: place.state,
    deliverable,
    cod_available: deliverable && refusal === null,
    ...(refusal ? { cod_reason: refusal } : {}),
    delivery_by: promise?.delivery_by ?? null,
    days: promise?.days ?? null,
  };
}
