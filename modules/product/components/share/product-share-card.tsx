import { formatRupees } from '@/lib/format/money';
import type { Product, Shop } from '@/lib/platform/types';
import { shareSafeText, type Lettering } from '@/lib/seo/share-text';
import { clip, NAME_MAX, nameSize, SHOP_NAME_SIZE } from '../../share-card-layout';

interface Props {
  product: Product;
  shop: Shop | null;
  host: string;
  /** The product photo as a data URL, or null to draw without it. */
  photo: string | null;
  /** The name and the shop's name drawn beforehand, when they are in Devanagari (shareLettering). */
  lettering?: { name: Lettering | null; shopName: Lettering | null };
}

/**
 * The 1200×630 share picture drawn by next/og (flexbox only, inline styles): photo on the left, the name, price
 * and shop on the right in the shop's colours. Every text goes through shareSafeText so no character makes the
 * renderer fetch a font from the internet; a name in Devanagari comes drawn beforehand (`lettering`), since the
 * renderer cannot shape that script.
 */
export function ProductShareCard({ product, shop, host, photo, lettering }: Props) {
  const primary = shop?.theme.primary ?? '#ff6347';
  const text = shop?.theme.text ?? '#000000';
  const background = shop?.theme.background ?? '#ffffff';
  const shopName = shareSafeText(shop?.name ?? '', host);
  const name = clip(shareSafeText(product.name, 'A product worth a look'), NAME_MAX);
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', background, color: text, fontSize: 32 }}>
      <div style={{ width: 630, height: 630, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#ffffff' }}>
        {photo ? (
          <img src={photo} width={630} height={630} alt="" style={{ objectFit: 'cover' }} />
        ) : (
          <div style={{ display: 'flex', width: 630, height: 630, background: primary, opacity: 0.15 }} />
        )}
      </div>
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column', padding: '56px 56px 48px', borderLeft: `12px solid ${primary}` }}>
        {lettering?.shopName ? (
          <Drawn lettering={lettering.shopName} />
        ) : (
          <div style={{ display: 'flex', fontSize: SHOP_NAME_SIZE, color: primary, letterSpacing: 1 }}>{shopName}</div>
        )}
        {lettering?.name ? (
          <Drawn lettering={lettering.name} marginTop={28} />
        ) : (
          <div style={{ display: 'flex', marginTop: 28, fontSize: nameSize(name), lineHeight: 1.2 }}>{name}</div>
        )}
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 22, marginTop: 36 }}>
          <div style={{ display: 'flex', fontSize: 64, color: primary }}>{shareSafeText(formatRupees(product.price))}</div>
          {product.originalPrice > product.price && (
            <div style={{ display: 'flex', fontSize: 32, color: '#6b7280', textDecoration: 'line-through' }}>
              {shareSafeText(formatRupees(product.originalPrice))}
            </div>
          )}
          {product.percentOff > 0 && (
            <div style={{ display: 'flex', fontSize: 32, color: '#15803d', whiteSpace: 'nowrap' }}>{`${product.percentOff}% off`}</div>
          )}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', marginTop: 'auto', fontSize: 26, color: '#4b5563' }}>
          <div style={{ display: 'flex' }}>Cash On Delivery available</div>
          <div style={{ display: 'flex', marginTop: 8, color: primary }}>{shareSafeText(host)}</div>
        </div>
      </div>
    </div>
  );
}

function Drawn({ lettering, marginTop = 0 }: { lettering: Lettering; marginTop?: number }) {
  return <img src={lettering.src} width={lettering.width} height={lettering.height} alt="" style={{ marginTop }} />;
}
