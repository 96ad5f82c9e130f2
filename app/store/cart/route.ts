import { forShopper, readBody } from '@/lib/cart/cart-handler';
import { saveLinesRequest } from '@/lib/cart/cart-requests';
import { fetchServerCart, saveServerLines } from '@/lib/cart/server-cart';

/** The signed-in shopper's server cart: GET answers it, POST sets the units of some lines (0 removes). */
export function GET() {
  return forShopper(fetchServerCart);
}

export async function POST(request: Request) {
  const body = await readBody(request, saveLinesRequest);
  if (!body.ok) return body.response;
  return forShopper((shopper) =>
    saveServerLines(
      shopper,
      body.data.lines.map((line) => ({
        prod_id: line.productId,
        unit: line.units,
        cart_size: line.size,
        ...(line.colour !== undefined ? { color: line.colour } : {}),
      })),
    ),
  );
}
