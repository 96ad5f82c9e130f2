import type { CSSProperties } from 'react';
import { formatIndianNumber } from '@/lib/format/money';

/** A rating out of 5 drawn with partial stars (4.3 fills the fifth star 30%), as one masked element (globals.css). */
export function Stars({ rating, count, size = 16 }: { rating: number; count?: number; size?: number }) {
  const clamped = Math.max(0, Math.min(5, rating));
  const style = { '--star-size': `${size}px`, '--filled': `${(clamped / 5) * 100}%` } as CSSProperties;
  return (
    <span className="inline-flex items-center gap-1">
      <span role="img" aria-label={`Rated ${clamped.toFixed(1)} out of 5`} className="star-row" style={style} />
      {count !== undefined && <span className="text-sm text-gray-600">({formatIndianNumber(count)})</span>}
    </span>
  );
}
