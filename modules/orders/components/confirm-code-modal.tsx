'use client';

import { Modal } from '@/components/ui/modal';
import { useTranslations } from 'next-intl';
import { ConfirmCodeForm } from './confirm-code-form';

/**
 * My Orders' "Enter code": the confirmation form of an order awaiting its code, in a dialog. Its page carries the
 * Confirmation and Checkout namespaces (ScreenMessages).
 */
export function ConfirmCodeModal({ order, onClose }: { order: { orderId: string; phoneHint: string } | null; onClose: () => void }) {
  const t = useTranslations('Confirmation.code');
  return (
    <Modal open={Boolean(order)} onClose={onClose} title={t('title')} size="max-w-lg">
      {order && (
        <>
          <p className="mb-3 text-sm text-gray-600">
            {t.rich('order', { orderId: order.orderId, strong: (chunks) => <strong className="break-all text-gray-900">{chunks}</strong> })}
          </p>
          {/* The code may be old by now: a new one can be asked for at once. */}
          <ConfirmCodeForm key={order.orderId} orderId={order.orderId} phoneHint={order.phoneHint} resendAfter={0} heading={false} />
        </>
      )}
    </Modal>
  );
}
