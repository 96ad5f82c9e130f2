'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { PaymentMode, PaymentStatus } from '@/platform/orders/contract/orders';
import { amountLabels, linePriceLabels, paymentText, reasonLabel, statusLabel } from '@/modules/orders/order-texts';
import { platformMessage } from '@/modules/orders/platform-messages';

/**
 * The order screens' words in the page's language (messages' "Orders", which the screen's ScreenMessages carries):
 * the translator, the language for dates, an order's figures, a line's price, statuses, how it is paid, cancellation
 * reasons and the platform's messages.
 */
export function useOrderTexts() {
  const t = useTranslations('Orders');
  const locale = useLocale();
  return useMemo(
    () => ({
      t,
      locale,
      amounts: amountLabels(t),
      line: linePriceLabels(t),
      status: (status: string) => statusLabel(t, status),
      payment: (mode: PaymentMode, status: PaymentStatus) => paymentText(t, mode, status),
      reason: (reason: string) => reasonLabel(t, reason),
      message: (message: string) => platformMessage(t, message),
    }),
    [t, locale],
  );
}

export type OrderTexts = ReturnType<typeof useOrderTexts>;
