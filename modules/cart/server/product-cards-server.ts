import 'server-only';
import { callPlatform } from '@/lib/platform/server/client';
import { toProductCard } from '@/lib/platform/transforms/catalogue';
import type { ProductCard } from '@/lib/platform/types';
import { MAX_LOOKUP_IDS } from '@/platform/catalogue/contract/product-lookup';

/** Active products by id at this shop's prices, keyed by id; unknown ids are absent. One call per 200 ids. */
export async function productCardsByIds(host: string, ids: readonly number[]): Promise<Map<number, ProductCard>> {
  const unique = [...new Set(ids)];
  const found = new Map<number, ProductCard>();
  for (let start = 0; start < unique.length; start += MAX_LOOKUP_IDS) {
    const answer = await callPlatform('productsByIds', { host, body: { ids: unique.slice(start, start + MAX_LOOKUP_IDS) } });
    for (const wire of answer) found.set(wire.id, toProductCard(wire));
  }
  return found;
}
