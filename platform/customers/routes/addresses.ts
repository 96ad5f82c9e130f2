import type { Hono } from 'hono';
import {
  addressesAnswer,
  addressRequest,
  deleteAddressAnswer,
  deleteAddressRequest,
  insertAddressAnswer,
  updateAddressAnswer,
  updateAddressRequest,
} from '../contract/addresses';
import type { PlatformContext } from '../../shared/platform-context';
import {
  ADDRESS_DELETED_MESSAGE,
  ADDRESS_SAVED_MESSAGE,
  ADDRESS_UPDATED_MESSAGE,
  deleteAddress,
  insertAddress,
  listAddresses,
  updateAddress,
  type AddressOwner,
} from '../addresses';
import { answer, bearer, readJson, type AppContext, type AppEnv } from '../../shared/http/context';

const ownerOf = (c: AppContext): AddressOwner => ({ shopId: c.get('reseller').id, customerId: c.get('customer').id });

export function registerAddressesRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  const db = platform.db;
  const signedIn = bearer(platform);

  app.get('/api/Get_AllAddress', signedIn, async (c) => answer(c, addressesAnswer, { status: 'true', data: await listAddresses(db, ownerOf(c)) }));

  app.post('/api/insert_Customer_add', signedIn, async (c) => {
    const request = await readJson(c, addressRequest);
    const id = await insertAddress(db, ownerOf(c), request);
    return answer(c, insertAddressAnswer, { status: 'true', message: ADDRESS_SAVED_MESSAGE, data: { id } });
  });

  app.post('/api/update_Customer_add', signedIn, async (c) => {
    const { id, ...request } = await readJson(c, updateAddressRequest);
    await updateAddress(db, ownerOf(c), id, request);
    return answer(c, updateAddressAnswer, { status: 'true', message: ADDRESS_UPDATED_MESSAGE, data: { id } });
  });

  app.post('/api/delete_Customer_add', signedIn, async (c) => {
    const { id } = await readJson(c, deleteAddressRequest);
    await deleteAddress(db, ownerOf(c), id);
    return answer(c, deleteAddressAnswer, { status: 'true', message: ADDRESS_DELETED_MESSAGE });
  });
}
