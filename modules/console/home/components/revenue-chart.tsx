import type { DashboardDay } from '@/platform/shops/contract/console-dashboard';
import { formatRupees } from '@/lib/format/money';

/** Drawing units of one day's column; the SVG stretches to the chart's width, so bars line up with the labels. */
const COLUMN = 100;
const BAR = 56;
const HEIGHT = 100;

/** "Mon 24": the weekday and day of a YYYY-MM-DD date, read as a calendar date (no time zone shifts it). */
export function dayLabel(date: string, style: 'short' | 'long' = 'short'): string {
  const at = new Date(`${date}T00:00:00Z`);
  return at.toLocaleDateString('en-IN', {
    timeZone: 'UTC',
    weekday: style,
    day: 'numeric',
    ...(style === 'long' ? { month: 'long' } : {}),
  });
}

/** "₹2.6k" for a bar's label (a phone's column is about 40 px wide); the table has the exact figures. */
function shortRupees(amount: number): string {
  if (amount < 1000) return formatRupees(amount);
  if (amount < 1_00_000) return `₹${(amount / 1000).toFixed(1).replace(/\.0$/, '')}k`;
  return `₹${(amount / 1_00_000).toFixed(1).replace(/\.0$/, '')}L`;
}

/**
 * Revenue per day as a small inline SVG bar chart (no chart library): today's bar darker, each day's amount and name
 * under it in HTML (legible at any width). Screen readers get one image with a summary; the exact figures are in
 * the table that follows it.
 */
export function RevenueChart({ days }: { days: DashboardDay[] }) {
  const highest = Math.max(...days.map((day) => day.revenue), 1);
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  const best = days.reduce((top, day) => (day.revenue > top.revenue ? day : top), days[0]!);
  const summary =
    total === 0
      ? `Revenue per day for the last ${days.length} days: no revenue yet.`
      : `Revenue per day for the last ${days.length} days, ${formatRupees(total)} in all; the highest was ${formatRupees(best.revenue)} on ${dayLabel(best.date, 'long')}.`;
  const columns = { gridTemplateColumns: `repeat(${days.length}, minmax(0, 1fr))` };
  return (
    <div role="img" aria-label={summary} className="mt-3 max-w-2xl" data-testid="revenue-chart">
      <svg viewBox={`0 0 ${COLUMN * days.length} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" className="block h-28 w-full md:h-36">
        {days.map((day, index) => {
          const height = day.revenue === 0 ? 0 : Math.max(2, (HEIGHT * day.revenue) / highest);
          return (
            <rect
              key={day.date}
              x={index * COLUMN + (COLUMN - BAR) / 2}
              y={HEIGHT - height}
              width={BAR}
              height={height}
              rx="3"
              fill={index === days.length - 1 ? '#4338ca' : '#a5b4fc'}
            />
          );
        })}
      </svg>
      <div aria-hidden="true" className="grid border-t border-gray-300 pt-1 text-center" style={columns}>
        {days.map((day, index) => (
          <div key={day.date} className="min-w-0 px-0.5">
            <div className="truncate text-[0.7rem] font-semibold text-gray-900 tabular-nums sm:text-xs">
              {day.revenue ? shortRupees(day.revenue) : '–'}
            </div>
            <div
              className={index === days.length - 1 ? 'text-[0.7rem] font-bold text-indigo-800 sm:text-xs' : 'text-[0.7rem] text-gray-600 sm:text-xs'}
            >
              {index === days.length - 1 ? 'Today' : dayLabel(day.date)}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
