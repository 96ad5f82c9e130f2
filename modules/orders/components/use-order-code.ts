'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useShopperQueries } from '@/components/state/shopper-queries';
import { storeCall, StoreError } from '@/lib/store/browser';
import type { SentCode } from '@/modules/orders/types';

/** The seconds before "Resend code" may be pressed, counting down once a second to 0. */
function useCountdown(start: number) {
  const [left, setLeft] = useState(start);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft] as const;
}

/**
 * The cash-on-delivery confirmation of one order by the code sent to the shopper's phone: Confirm (the typed code,
 * through /store/orders/code/confirm), Resend (through /store/orders/code/send, once the countdown is over), and the
 * platform's message of either as it comes. A confirmed order is fetched again wherever it shows.
 */
export function useOrderCode(orderId: string, resendAfter: number) {
  const client = useQueryClient();
  const shopper = useShopperQueries();
  const [waitLeft, setWaitLeft] = useCountdown(resendAfter);
  const [message, setMessage] = useState<{ tone: 'error' | 'info' | 'success'; text: string } | null>(null);
  const [confirmed, setConfirmed] = useState(false);

  const confirm = useMutation<string, StoreError, string>({
    mutationFn: async (code) => {
      const result = await storeCall<null>('/store/orders/code/confirm', { body: { orderId, code } });
      if (!result.ok) throw result;
      return result.message;
    },
    onSuccess: (text) => {
      setConfirmed(true);
      setMessage({ tone: 'success', text });
      // The list and the order alike ([host, shopper, 'orders', …]).
      void client.invalidateQueries({ queryKey: [...shopper.key, 'orders'], refetchType: 'all' });
    },
    onError: (error) => setMessage({ tone: 'error', text: error.message }),
  });

  const resend = useMutation<{ text: string; sent: SentCode }, StoreError, void>({
    mutationFn: async () => {
      const result = await storeCall<SentCode>('/store/orders/code/send', { body: { orderId } });
      if (!result.ok) throw result;
      return { text: result.message, sent: result.data };
    },
    onSuccess: ({ text, sent }) => {
      setMessage({ tone: 'info', text });
      setWaitLeft(sent.resendAfter);
    },
    onError: (error) => {
      setMessage({ tone: 'error', text: error.message });
      // "Please wait 23 s before asking for a new code.": the countdown follows the platform's.
      const wait = /wait (\d+) s\b/.exec(error.message);
      if (wait) setWaitLeft(Number(wait[1]));
    },
  });

  return {
    confirmed,
    message,
    waitLeft,
    confirming: confirm.isPending,
    resending: resend.isPending,
    confirm: (code: string) => {
      setMessage(null);
      confirm.mutate(code);
    },
    resend: () => {
      setMessage(null);
      resend.mutate();
    },
  };
}
