'use client';

import Link from '@/components/ui/link';
import { useCallback, useState } from 'react';
import { FormAlert, primaryButtonClass } from '@/components/ui/form-field';
import { RetryAlert } from '@/components/ui/retry-alert';
import { QueryScope } from '@/components/state/query-scope';
import { useSession } from '@/components/state/session-provider';
import { useOnlinePayment } from './use-online-payment';
import { useToast } from '@/components/ui/toast';
import { OrderCard } from './order-card';
import { TrackingModal } from './tracking-modal';
import { ConfirmCodeModal } from './confirm-code-modal';
import { ORDERS_FAILED_MESSAGE } from '@/lib/store/messages';
import { useOrders } from './use-orders';
import { useOrderTexts } from './use-order-texts';

/**
 * /your-orders: loading, error, 'No orders found.' or one card per order; Track opens the tracking modal. The list
 * keeps at least a screen's height in every state, so the footer below never moves into view as the orders arrive
 * (no layout shift).
 */
export function OrdersList() {
  return (
    <QueryScope>
      <div data-testid="orders-area" className="min-h-screen">
        <OrdersScreen />
      </div>
    </QueryScope>
  );
}

function OrdersScreen() {
  const { state, retry, retrying } = useOrders();
  const session = useSession();
  const toast = useToast();
  const texts = useOrderTexts();
  const { t } = texts;
  const [tracking, setTracking] = useState<string | null>(null);
  const [entering, setEntering] = useState<string | null>(null);
  // The payment has had the order fetched again (useOnlinePayment): the card shows it paid.
  const onPaid = useCallback((orderId: string) => toast({ message: t('paymentReceived', { orderId }), tone: 'success' }), [toast, t]);
  const payment = useOnlinePayment(onPaid);

  if (state.status === 'loading') {
    return (
      <div role="status" aria-label={t('loading')} className="space-y-4">
        {[0, 1].map((i) => (
          <div key={i} className="h-64 animate-pulse rounded-xl border border-gray-100 bg-white shadow-sm" />
        ))}
      </div>
    );
  }
  if (state.status === 'error') return <RetryAlert message={texts.message(ORDERS_FAILED_MESSAGE)} onRetry={retry} retrying={retrying} />;
  if (state.orders.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-gray-300 bg-white p-10 text-center">
        <p className="text-lg font-semibold text-gray-900">{t('empty')}</p>
        <p className="mt-1 text-sm text-gray-600">{t('emptyHint')}</p>
        <Link href="/" className={`${primaryButtonClass} mt-5 sm:w-auto`}>
          {t('startShopping')}
        </Link>
      </div>
    );
  }
  return (
    <>
      {payment.message && (
        <div className="mb-4">
          <FormAlert tone={payment.busy ? 'info' : 'error'}>{texts.message(payment.message)}</FormAlert>
        </div>
      )}
      <ul className="space-y-4">
        {state.orders.map((order) => {
          const unpaid = order.paymentMode === 'ONLINE' && order.status === 'Payment Pending' && order.paymentStatus !== 'PAID';
          return (
            <OrderCard
              key={order.orderId}
              order={order}
              texts={texts}
              onTrack={() => setTracking(order.orderId)}
              onPay={
                unpaid ? () => void payment.resume(order.orderId, { name: session.name, email: session.email, contact: session.mobile }) : undefined
              }
              payBusy={payment.busy}
              onEnterCode={order.confirmation === 'code' ? () => setEntering(order.orderId) : undefined}
            />
          );
        })}
      </ul>
      <TrackingModal orderId={tracking} onClose={() => setTracking(null)} />
      <ConfirmCodeModal order={entering ? { orderId: entering, phoneHint: '' } : null} onClose={() => setEntering(null)} />
    </>
  );
}
