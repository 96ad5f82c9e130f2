import clsx from 'clsx';
import { formatIndianNumber } from '@/lib/format/money';
import { ListingLink } from './listing-navigation';

interface Props {
  href: string;
  label: string;
  /** Products this value gives with the other filters chosen; null when not counted. */
  count: number | null;
  chosen: boolean;
  /** A chip (price bands) rather than a row with a box (sizes, colours…). */
  chip?: boolean;
}

/**
 * One value of a filter as a link that chooses or unchooses it (server-rendered, so it works without JavaScript),
 * with the count it would give. A value that would give nothing and is not chosen is shown disabled.
 */
export function FilterOptionLink({ href, label, count, chosen, chip = false }: Props) {
  const text = (
    <>
      {!chip && (
        <span
          aria-hidden="true"
          className={clsx(
            'flex h-4 w-4 shrink-0 items-center justify-center rounded border text-[10px] leading-none',
            chosen ? 'border-shop-primary bg-shop-primary text-white' : 'border-gray-400 bg-white',
          )}
        >
          {chosen ? '✓' : ''}
        </span>
      )}
      <span className={clsx(!chip && 'min-w-0 flex-1 truncate')}>{label}</span>
      {count !== null && <span className={clsx('text-xs', chosen && chip ? 'text-white' : 'text-gray-600')}>({formatIndianNumber(count)})</span>}
    </>
  );
  const className = chip
    ? clsx(
        'inline-flex min-h-10 items-center gap-1 rounded-full border px-3.5 text-sm whitespace-nowrap transition',
        chosen ? 'border-shop-primary bg-shop-primary font-semibold text-white' : 'border-gray-300 bg-white text-gray-700',
      )
    : clsx('flex min-h-10 items-center gap-2.5 rounded-md px-1.5 text-sm', chosen ? 'font-semibold text-gray-900' : 'text-gray-700');
  if (count === 0 && !chosen) {
    return (
      <span aria-disabled="true" className={clsx(className, 'cursor-not-allowed opacity-45')}>
        {text}
      </span>
    );
  }
  return (
    <ListingLink
      href={href}
      aria-current={chosen ? 'true' : undefined}
      data-drawer-stays
      className={clsx(
        className,
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary',
        chip ? !chosen && 'hover:border-shop-primary hover:text-shop-primary' : 'hover:bg-gray-100',
      )}
    >
      {text}
    </ListingLink>
  );
}
