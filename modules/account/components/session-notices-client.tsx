'use client';

import { lazy, Suspense } from 'react';
import { useSessionNotices } from '@/components/state/session-provider';
import { useOpenedOnce } from '@/components/ui/use-opened-once';

// Seen once in a while, so loaded when first shown rather than with every page.
const LoginSuccessModal = lazy(() => import('./login-success-modal').then((module) => ({ default: module.LoginSuccessModal })));
const SessionExpiredNotice = lazy(() => import('./session-expired-notice').then((module) => ({ default: module.SessionExpiredNotice })));

/** 'Login Successful' after signing in, and 'Session expired. Please log in again.' when the platform ended it. */
export function SessionNoticesClient() {
  const { welcome, expired, name, dismissWelcome, dismissExpired } = useSessionNotices();
  const welcomed = useOpenedOnce(welcome);
  if (!welcomed && !expired) return null;
  return (
    <Suspense fallback={null}>
      {welcomed && <LoginSuccessModal open={welcome} name={name} onClose={dismissWelcome} />}
      {expired && <SessionExpiredNotice onClose={dismissExpired} />}
    </Suspense>
  );
}
