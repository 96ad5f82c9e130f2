import { message } from '@/lib/cart/cart-handler';
import { productIdsQuery } from '@/lib/cart/cart-requests';
import { productCardsByIds } from '@/lib/cart/product-cards-server';
import { PlatformError } from '@/lib/platform/client';
import { currentHost } from '@/lib/session/server-session';

/**
 * GET /store/products?ids=1,2,3: the cards of the products a guest's cart, wishlist or recently viewed list
 * names by id, in the order asked, at this shop's prices; ids no longer sold are left out.
 */
export async function GET(request: Request) {
  const parsed = productIdsQuery.safeParse(new URL(request.url).searchParams.get('ids') ?? '');
  if (!parsed.success) return message(400, `ids: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  try {
    const cards = await productCardsByIds(await currentHost(), parsed.data);
    const products = parsed.data.flatMap((id) => cards.get(id) ?? []);
    return Response.json({ products }, { headers: { 'cache-control': 'private, no-store' } });
  } catch (error) {
    const status = error instanceof PlatformError ? error.status : 500;
    if (!(error instanceof PlatformError)) console.error('Product lookup failed', error);
    return message(status >= 400 && status < 600 ? status : 502, 'Failed to load products. Please try again later.');
  }
}
