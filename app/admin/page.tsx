import type { Metadata } from 'next';
import { requireConsoleAdmin } from '@/lib/console/console-session';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function ConsoleDashboardPage() {
  const admin = await requireConsoleAdmin();
  return (
    <div>
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <p className="mt-2 text-gray-700">Welcome, {admin.name || admin.email}.</p>
    </div>
  );
}
