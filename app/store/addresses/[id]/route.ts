import { z } from 'zod';
import { callPlatform } from '@/lib/platform/client';
import { ok, platformFailure, readBody, refuse, shopperSession, signedOut } from '@/lib/session/store-handler';
import { addressBody } from '@/lib/validation/store-requests';

const addressId = z.coerce.number().int().positive().max(2_147_483_647);

async function idOf(params: Promise<{ id: string }>) {
  const parsed = addressId.safeParse((await params).id);
  return parsed.success ? parsed.data : null;
}

/** Updates one of the shopper's addresses; the platform refuses an id that is not theirs. */
export async function PUT(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = await idOf(params);
  if (!id) return refuse(400, 'id: must be a positive whole number', 'id');
  const body = await readBody(request, addressBody);
  if ('response' in body) return body.response;
  const session = await shopperSession();
  if (!session) return signedOut();
  try {
    const answer = await callPlatform('updateAddress', {
      host: session.host,
      token: session.token,
      body: { ...body.data, id, country: 'India', district: '' },
    });
    return ok({ id: answer.data.id }, answer.message);
  } catch (error) {
    return platformFailure(error, 'Error updating address. Please try again.');
  }
}

export async function DELETE(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = await idOf(params);
  if (!id) return refuse(400, 'id: must be a positive whole number', 'id');
  const session = await shopperSession();
  if (!session) return signedOut();
  try {
    const answer = await callPlatform('deleteAddress', { host: session.host, token: session.token, body: { id } });
    return ok(null, answer.message);
  } catch (error) {
    return platformFailure(error, 'Failed to delete the address.');
  }
}
