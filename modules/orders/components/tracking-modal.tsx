'use client';

import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { Modal } from '@/components/ui/modal';
import { TrackingTimeline } from './tracking-timeline';
import { useTracking } from './use-tracking';

export function TrackingModal({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const state = useTracking(orderId);
  const t = useTranslations('Tracking');
  return (
    <Modal open={Boolean(orderId)} onClose={onClose} title={t('title')} size="max-w-lg">
      {orderId && <TrackingTimeline state={state} />}
      {orderId && (
        <Link
          href={`/track?order=${encodeURIComponent(orderId)}`}
          className="mt-5 inline-block min-h-11 py-2 text-sm font-semibold text-shop-primary hover:underline"
        >
          {t('openPage')}
        </Link>
      )}
    </Modal>
  );
}
