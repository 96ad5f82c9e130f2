import type { Metadata } from 'next';
import { LogoutScreen } from '@/modules/account/components/logout-screen';
import { ScreenMessages } from '@/components/ui/shop-messages';

export const metadata: Metadata = { title: 'Logout', robots: { index: false } };

/** English only for now (no Hindi address); its card (the shop's logo) reads the Auth catalogue. */
export default function LogoutPage() {
  return (
    <ScreenMessages namespaces={['Auth']}>
      <LogoutScreen />
    </ScreenMessages>
  );
}
