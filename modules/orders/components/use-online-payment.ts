'use client';

import { useCallback, useRef, useState } from 'react';
import { useInvalidateOrder } from './use-orders';
import { useShop } from '@/components/state/shop-providers';
import { loadCheckoutScript, SCRIPT_FAILED_MESSAGE, type RazorpaySuccess } from '@/modules/checkout/checkout-script';
import type { PaymentRequest } from '@/modules/checkout/types';
import { PAYMENT_RESULT_FAILED_MESSAGE, SESSION_EXPIRED_MESSAGE } from '@/lib/store/messages';
import { storeCall } from '@/lib/store/browser';

export interface Prefill {
  name: string;
  email: string;
  contact: string;
}

/**
 * Collects the payment of an online order in Razorpay's dialog (or the test gateway's): success goes to
 * /store/checkout/verify (order_final checks the signature); failure or dismissal leaves the order unpaid, with a
 * message and a retry that asks the platform for the same gateway order again. A confirmed payment has the order
 * fetched again (My Orders, the order, its tracking) before `onPaid` hears of it.
 */
export function useOnlinePayment(onPaid: (orderId: string) => void) {
  const shop = useShop();
  const invalidateOrder = useInvalidateOrder();
  const [pending, setPending] = useState<PaymentRequest | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const prefillRef = useRef<Prefill>({ name: '', email: '', contact: '' });

  const collect = useCallback(
    async (payment: PaymentRequest, prefill?: Prefill) => {
      if (prefill) prefillRef.current = prefill;
      setPending(payment);
      setMessage('');
      setBusy(true);
      const loaded = await loadCheckoutScript(payment.scriptUrl);
      setBusy(false);
      if (!loaded || !window.Razorpay) {
        setMessage(SCRIPT_FAILED_MESSAGE);
        return;
      }
      let failed = false;
      const dialog = new window.Razorpay({
        key: payment.key,
        amount: payment.amount,
        currency: 'INR',
        order_id: payment.gatewayOrderId,
        name: shop.name,
        description: `Order ${payment.orderId}`,
        prefill: { name: prefillRef.current.name, email: prefillRef.current.email, contact: prefillRef.current.contact },
        theme: { color: shop.theme.primary },
        handler: async (response: RazorpaySuccess) => {
          setBusy(true);
          setMessage('Confirming your payment...');
          const result = await storeCall<{ orderId: string }>('/store/checkout/verify', {
            body: { paymentId: response.razorpay_payment_id, gatewayOrderId: response.razorpay_order_id, signature: response.razorpay_signature },
          });
          if (result.ok) await invalidateOrder(result.data.orderId);
          setBusy(false);
          if (result.ok) {
            setPending(null);
            setMessage('');
            onPaid(result.data.orderId);
            return;
          }
          if (result.status === 401) setMessage(SESSION_EXPIRED_MESSAGE);
          else
            setMessage(result.status === 0 || result.status >= 500 ? PAYMENT_RESULT_FAILED_MESSAGE : result.message || PAYMENT_RESULT_FAILED_MESSAGE);
        },
        modal: {
          ondismiss: () => {
            if (!failed) setMessage(`Payment was not completed. Your order ${payment.orderId} is saved and waiting for payment.`);
          },
        },
      });
      dialog.on('payment.failed', (response) => {
        failed = true;
        const reason = response.error?.description ? ` ${response.error.description}` : '';
        setMessage(`Payment failed.${reason} Your order ${payment.orderId} is saved but not paid. You can retry the payment.`);
      });
      dialog.open();
    },
    [shop.name, shop.theme.primary, onPaid, invalidateOrder],
  );

  /** Payment for an unpaid online order, by its number (Retry_Order_Payment answers the same gateway order). */
  const resume = useCallback(
    async (orderId: string, prefill?: Prefill) => {
      setBusy(true);
      const result = await storeCall<PaymentRequest>('/store/checkout/retry', { body: { orderId } });
      setBusy(false);
      if (result.ok) return collect(result.data, prefill);
      setMessage(result.status === 401 ? SESSION_EXPIRED_MESSAGE : result.message);
    },
    [collect],
  );

  const retry = useCallback(async () => {
    if (pending) await resume(pending.orderId);
  }, [pending, resume]);

  return { pending, message, busy, collect, retry, resume };
}
