import { callPlatform } from '@/lib/platform/server/client';
import { ADDRESS_SUBMIT_FAILED_MESSAGE, ADDRESSES_FAILED_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/server/route';
import { ADDRESS_FIELD_RULES, ADDRESS_WIRE_NAMES } from '@/lib/validation/address-form';
import { addressBody } from '@/lib/validation/store-requests';
import { toAddress } from '@/lib/platform/transforms/addresses';

/** The signed-in shopper's saved addresses (the platform scopes them to the cookie's token). */
export const GET = storeRoute({ session: 'required', failure: ADDRESSES_FAILED_MESSAGE }, async ({ shopper }) => {
  const answer = await callPlatform('addresses', shopper);
  return ok(answer.data.map(toAddress));
});

/** Adds an address; country India, district as the PIN code gave it to the form. */
export const POST = storeRoute(
  {
    body: addressBody,
    fields: { rules: ADDRESS_FIELD_RULES, wireNames: ADDRESS_WIRE_NAMES },
    session: 'required',
    failure: ADDRESS_SUBMIT_FAILED_MESSAGE,
  },
  async ({ body, shopper }) => {
    const answer = await callPlatform('insertAddress', { ...shopper, body: { ...body, country: 'India' } });
    return ok({ id: answer.data.id }, answer.message);
  },
);
