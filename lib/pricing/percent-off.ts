/** The spec's percent off: (original − price) / original as a rounded whole number; 0 when either price is missing. */
export function percentOff(originalPrice: number | null | undefined, price: number | null | undefined): number {
  if (!originalPrice || !price) return 0;
  return Math.max(0, Math.round(((originalPrice - price) / originalPrice) * 100));
}
