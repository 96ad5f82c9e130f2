import { formatRupees } from '@/lib/format/money';
import { ENGLISH_LINE_PRICE_LABELS, type LinePriceLabels } from '@/modules/orders/order-texts';
import type { OrderLine } from '@/modules/orders/types';

type Priced = Pick<OrderLine, 'unitPrice' | 'quantity' | 'itemsPrice' | 'offer' | 'delivery' | 'onlineDiscount' | 'autoOffer' | 'coupon' | 'amount'>;

const row = 'flex flex-wrap justify-between gap-x-3';

/**
 * How a line's price was reached, as the platform stored it: units × price, then the offer, delivery, automatic
 * offer, coupon and online discount each on its own row, and what the item costs. A line never contradicts its order's total.
 * `labels`: the words, English unless the screen gives its own.
 */
export function LinePrice({ line, labels = ENGLISH_LINE_PRICE_LABELS }: { line: Priced; labels?: LinePriceLabels }) {
  const plain = line.offer === 0 && line.delivery === 0 && line.autoOffer === 0 && line.coupon === 0 && line.onlineDiscount === 0;
  return (
    <div data-testid="line-price" className="space-y-0.5 text-sm tabular-nums">
      <p className="text-gray-700">
        {line.quantity} × {formatRupees(line.unitPrice)} = <span className="font-semibold text-gray-900">{formatRupees(line.itemsPrice)}</span>
      </p>
      {!plain && (
        <dl className="space-y-0.5">
          {line.offer > 0 && (
            <div className={row}>
              <dt className="text-gray-600">{labels.tshirtOffer}</dt>
              <dd className="text-green-700">−{formatRupees(line.offer)}</dd>
            </div>
          )}
          {line.delivery > 0 && (
            <div className={row}>
              <dt className="text-gray-600">{labels.delivery}</dt>
              <dd className="text-gray-900">+{formatRupees(line.delivery)}</dd>
            </div>
          )}
          {line.autoOffer > 0 && (
            <div className={row}>
              <dt className="text-gray-600">{labels.offer}</dt>
              <dd className="text-green-700">−{formatRupees(line.autoOffer)}</dd>
            </div>
          )}
          {line.coupon > 0 && (
            <div className={row}>
              <dt className="text-gray-600">{labels.coupon}</dt>
              <dd className="text-green-700">−{formatRupees(line.coupon)}</dd>
            </div>
          )}
          {line.onlineDiscount > 0 && (
            <div className={row}>
              <dt className="text-gray-600">{labels.onlineDiscount}</dt>
              <dd className="text-green-700">−{formatRupees(line.onlineDiscount)}</dd>
            </div>
          )}
          <div className={`${row} border-t border-gray-100 pt-0.5 font-semibold`}>
            <dt className="text-gray-700">{labels.itemTotal}</dt>
            <dd data-testid="line-amount" className="text-gray-900">
              {formatRupees(line.amount)}
            </dd>
          </div>
        </dl>
      )}
    </div>
  );
}
