import { toAddress } from '@/lib/account/address';
import { callPlatform } from '@/lib/platform/client';
import { ok, platformFailure, readBody, shopperSession, signedOut } from '@/lib/session/store-handler';
import { addressBody } from '@/lib/validation/store-requests';

/** The signed-in shopper's saved addresses (the platform scopes them to the cookie's token). */
export async function GET() {
  const session = await shopperSession();
  if (!session) return signedOut();
  try {
    const answer = await callPlatform('addresses', { host: session.host, token: session.token });
    return ok(answer.data.map(toAddress));
  } catch (error) {
    return platformFailure(error, 'Failed to load your addresses.');
  }
}

/** Adds an address; country India, district empty. */
export async function POST(request: Request) {
  const body = await readBody(request, addressBody);
  if ('response' in body) return body.response;
  const session = await shopperSession();
  if (!session) return signedOut();
  try {
    const answer = await callPlatform('insertAddress', {
      host: session.host,
      token: session.token,
      body: { ...body.data, country: 'India', district: '' },
    });
    return ok({ id: answer.data.id }, answer.message);
  } catch (error) {
    return platformFailure(error, 'Error submitting address. Please try again.');
  }
}
