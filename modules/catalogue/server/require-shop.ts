import 'server-only';
import { notFound } from 'next/navigation';
import { getShop } from '@/lib/platform/server/catalogue';
import type { Shop } from '@/lib/platform/types';

/**
 * The shop of a host, or the not-found screen: pages render beside the layout, so they must not call the
 * platform for a host no shop answers on (it would refuse, and the page would fail with 500 instead of 404).
 */
export async function requireShop(host: string): Promise<Shop> {
  const shop = await getShop(host);
  if (!shop) notFound();
  return shop;
}
