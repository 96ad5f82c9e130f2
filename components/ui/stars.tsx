/** A rating out of 5 drawn with partial stars (4.3 fills the fifth star 30%). */
export function Stars({ rating, count, size = 16 }: { rating: number; count?: number; size?: number }) {
  const clamped = Math.max(0, Math.min(5, rating));
  return (
    <span className="inline-flex items-center gap-1">
      <span role="img" aria-label={`Rated ${clamped.toFixed(1)} out of 5`} className="relative inline-flex" style={{ height: size }}>
        <StarRow size={size} className="text-gray-300" />
        <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${(clamped / 5) * 100}%` }}>
          <StarRow size={size} className="text-amber-500" />
        </span>
      </span>
      {count !== undefined && <span className="text-sm text-gray-600">({count.toLocaleString('en-IN')})</span>}
    </span>
  );
}

function StarRow({ size, className }: { size: number; className: string }) {
  return (
    <span className={`flex ${className}`} aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} width={size} height={size} viewBox="0 0 20 20" fill="currentColor" className="shrink-0">
          <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z" />
        </svg>
      ))}
    </span>
  );
}
