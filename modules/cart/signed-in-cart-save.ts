import { deleteCookie } from '@/lib/session/browser-cookies';
import { CART_COOKIE } from '@/lib/session/cookie-names';
import { serverCart, type CartCall } from './cart-client';
import type { CartLine } from './cart-line';
import type { CartSave } from './cart-reducer';

/** Stores a change of the signed-in shopper's cart (the server backend's save); the answer is the whole cart. */
export async function saveServerCart(save: CartSave, next: CartLine[]): Promise<CartCall> {
  switch (save.type) {
    case 'none':
      return { ok: true, lines: next };
    case 'lines':
      return serverCart.save(save.lines.map((l) => ({ productId: l.productId, size: l.size, units: l.units, colour: l.colour })));
    case 'remove':
      return serverCart.remove(save.productId, save.size);
    case 'clear': {
      const answer = await serverCart.clear();
      if (answer.ok) deleteCookie(CART_COOKIE);
      return answer;
    }
  }
}
