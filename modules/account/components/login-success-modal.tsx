'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useLocalizedPath } from '@/components/ui/locale-context';
import { Modal } from '@/components/ui/modal';
import { DASHBOARD_PATH } from '@/lib/session/after-sign-in';

/** Shown on the page the shopper returns to after signing in; Continue to Dashboard goes to the account overview. */
export function LoginSuccessModal({ open, name, onClose }: { open: boolean; name: string; onClose: () => void }) {
  const router = useRouter();
  const t = useTranslations('Auth.session');
  const localized = useLocalizedPath();
  return (
    <Modal open={open} onClose={onClose} title={t('loginSuccessful')} size="max-w-sm">
      <div className="text-center">
        <div aria-hidden="true" className="mx-auto mb-3 flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-3xl text-green-700">
          ✓
        </div>
        <p className="text-gray-700">{name ? t('welcomeBackNamed', { name }) : t('welcomeBack')}</p>
        <button
          type="button"
          onClick={() => {
            onClose();
            router.push(localized(DASHBOARD_PATH));
          }}
          className="mt-5 min-h-11 w-full rounded-lg bg-shop-primary px-4 py-2.5 font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {t('continueToDashboard')}
        </button>
      </div>
    </Modal>
  );
}
