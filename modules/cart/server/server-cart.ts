import 'server-only';
import { callPlatform, PlatformError } from '@/lib/platform/server/client';
import { cartFetchWire, deletedLineToWire, lineFromWire, savedLineToWire } from '@/lib/platform/transforms/cart';
import type { ShopperSession } from '@/lib/store/server/route';
import type { SavedLine } from '@/lib/validation/store-requests';
import { type CartLine } from '@/modules/cart/cart-line';

/** The signed-in shopper's cart as the platform holds it. */
export async function fetchServerCart({ host, token }: ShopperSession): Promise<CartLine[]> {
  const answer = await callPlatform('cart', { host, token, body: cartFetchWire(token) });
  return answer.data.map(lineFromWire);
}

/** Sets the units of these lines (0 removes) and answers the whole cart after. */
export async function saveServerLines({ host, token }: ShopperSession, lines: readonly SavedLine[]): Promise<CartLine[]> {
  const answer = await callPlatform('cart', { host, token, body: lines.map(savedLineToWire) });
  return answer.data.map(lineFromWire);
}

/**
 * Saves the lines together, or, when the platform refuses the batch (a product withdrawn, stock gone), one by
 * one so the others still land. Answers the cart after and how many lines were refused.
 */
export async function saveWhatFits(shopper: ShopperSession, lines: readonly SavedLine[]): Promise<{ lines: CartLine[]; refused: number }> {
  try {
    return { lines: await saveServerLines(shopper, lines), refused: 0 };
  } catch (error) {
    if (!(error instanceof PlatformError) || error.status === 401 || error.status >= 500) throw error;
  }
  let refused = 0;
  for (const line of lines) {
    try {
      await saveServerLines(shopper, [line]);
    } catch (error) {
      if (!(error instanceof PlatformError) || error.status === 401 || error.status >= 500) throw error;
      console.warn(`Cart line for product ${line.productId} (${line.size || 'no size'}) was refused: ${error.message}`);
      refused++;
    }
  }
  return { lines: await fetchServerCart(shopper), refused };
}

export async function deleteServerLine({ host, token }: ShopperSession, productId: number, size: string): Promise<void> {
  await callPlatform('cartDelete', { host, token, body: deletedLineToWire(productId, size, token) });
}
