import { fetchServerCart, saveServerLines } from '@/modules/cart/server/server-cart';
import { NETWORK_MESSAGE, TOKEN_MISSING_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/server/route';
import { saveLinesBody } from '@/lib/validation/store-requests';

/** The signed-in shopper's server cart: GET answers it, POST sets the units of some lines (0 removes). */
const cart = { session: 'required', noToken: TOKEN_MISSING_MESSAGE, failure: NETWORK_MESSAGE } as const;

export const GET = storeRoute(cart, async ({ shopper }) => ok(await fetchServerCart(shopper)));

export const POST = storeRoute({ ...cart, body: saveLinesBody }, async ({ body, shopper }) => ok(await saveServerLines(shopper, body.lines)));
