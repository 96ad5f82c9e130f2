import { z } from 'zod';
import { callPlatform } from '@/lib/platform/server/client';
import { ADDRESS_DELETE_FAILED_MESSAGE, ADDRESS_UPDATE_FAILED_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/server/route';
import { ADDRESS_FIELD_RULES, ADDRESS_WIRE_NAMES } from '@/lib/validation/address-form';
import { addressBody } from '@/lib/validation/store-requests';

const NOT_AN_ID = { error: 'must be a positive whole number' };
const addressId = z.object({ id: z.coerce.number(NOT_AN_ID).int(NOT_AN_ID).positive(NOT_AN_ID).max(2_147_483_647, NOT_AN_ID) });

/** Updates one of the shopper's addresses; the platform refuses an id that is not theirs. */
export const PUT = storeRoute(
  {
    params: addressId,
    body: addressBody,
    fields: { rules: ADDRESS_FIELD_RULES, wireNames: ADDRESS_WIRE_NAMES },
    session: 'required',
    failure: ADDRESS_UPDATE_FAILED_MESSAGE,
  },
  async ({ params, body, shopper }) => {
    const answer = await callPlatform('updateAddress', { ...shopper, body: { ...body, id: params.id, country: 'India' } });
    return ok({ id: answer.data.id }, answer.message);
  },
);

export const DELETE = storeRoute({ params: addressId, session: 'required', failure: ADDRESS_DELETE_FAILED_MESSAGE }, async ({ params, shopper }) => {
  const answer = await callPlatform('deleteAddress', { ...shopper, body: { id: params.id } });
  return ok(null, answer.message);
});
