/** The share card's type sizes and text column (components/share/product-share-card.tsx), which drawn lettering must match. */
export const SHOP_NAME_SIZE = 30;
export const TEXT_COLUMN_WIDTH = 1200 - 630 - 12 - 2 * 56;
export const nameSize = (name: string) => (name.length > 60 ? 40 : 48);
export const NAME_MAX = 90;

export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max * 0.6 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
