import 'server-only';
import type { Product, Shop } from '@/lib/platform/types';
import { letteringDataUrl } from '@/lib/seo/server/share-lettering';
import { hasDevanagari, shareLetteringText, type Lettering } from '@/lib/seo/share-text';
import { clip, NAME_MAX, nameSize, SHOP_NAME_SIZE, TEXT_COLUMN_WIDTH } from '../share-card-layout';

/** The product's and the shop's names drawn for the share card when they are in Devanagari; null where the card draws them itself. */
export async function productShareLettering(product: Product, shop: Shop | null): Promise<{ name: Lettering | null; shopName: Lettering | null }> {
  const name = clip(shareLetteringText(product.name), NAME_MAX);
  const shopName = shareLetteringText(shop?.name ?? '');
  const colour = shop?.theme.text ?? '#000000';
  const [nameLettering, shopNameLettering] = await Promise.all([
    hasDevanagari(name) ? letteringDataUrl(name, { size: nameSize(name), color: colour, width: TEXT_COLUMN_WIDTH }) : null,
    hasDevanagari(shopName)
      ? letteringDataUrl(shopName, { size: SHOP_NAME_SIZE, color: shop?.theme.primary ?? '#ff6347', width: TEXT_COLUMN_WIDTH })
      : null,
  ]);
  return { name: nameLettering, shopName: shopNameLettering };
}
