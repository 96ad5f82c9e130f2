import type { Metadata } from 'next';
import { LogoutScreen } from '@/modules/account/components/logout-screen';

export const metadata: Metadata = { title: 'Logout', robots: { index: false } };

export default function LogoutPage() {
  return <LogoutScreen />;
}
