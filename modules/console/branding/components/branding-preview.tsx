import type { ConsoleBranding } from '@/platform/shops/contract/console-branding';

interface Props {
  shopName: string;
  headerStrip: string;
  theme: ConsoleBranding['theme'];
  logoUrl: string;
}

/**
 * The top of the shop in the chosen colours, drawn the way the storefront draws it: the header strip (white on the
 * main colour), the logo and the shop's name in the main colour, then text, a price and a button on the page.
 */
export function BrandingPreview({ shopName, headerStrip, theme, logoUrl }: Props) {
  return (
    <div
      className="overflow-hidden rounded-lg border border-gray-300 shadow-sm"
      style={{ background: theme.background, color: theme.text }}
      data-testid="branding-preview"
      aria-label="Preview of the shop's header"
      role="img"
    >
      <p className="px-3 py-1 text-center text-xs font-semibold tracking-wide" style={{ background: theme.primary, color: '#ffffff' }}>
        {headerStrip || ' '}
      </p>
      <div className="flex items-center gap-3 border-b border-black/10 px-3 py-3">
        {logoUrl ? <img src={logoUrl} alt="" className="h-9 w-auto max-w-[50%] object-contain" /> : null}
        <span className="truncate text-lg font-bold" style={{ color: theme.primary }}>
          {shopName}
        </span>
      </div>
      <div className="space-y-2 px-3 py-3 text-sm">
        <p>Cotton kurta with block print, in four sizes.</p>
        <p className="flex items-center gap-2">
          <span className="text-base font-bold" style={{ color: theme.primary }}>
            ₹499
          </span>
          <span className="text-xs font-semibold" style={{ color: theme.secondary }}>
            In stock
          </span>
          <span className="rounded px-1.5 text-xs font-semibold" style={{ background: theme.accent, color: theme.text }}>
            New
          </span>
        </p>
        <span className="inline-block rounded-lg px-4 py-2 font-semibold" style={{ background: theme.primary, color: '#ffffff' }}>
          Add to cart
        </span>
      </div>
    </div>
  );
}
