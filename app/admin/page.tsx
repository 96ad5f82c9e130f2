import type { Metadata } from 'next';
import { Dashboard } from '@/modules/console/home/components/dashboard';
import { consoleCall } from '@/modules/console/shell/server/console-call';
import { requireConsoleAdmin } from '@/modules/console/shell/server/console-session';

export const metadata: Metadata = { title: 'Dashboard' };

/** The console's first page: how the shop is doing today and this week, what to ship, what is running out. */
export default async function ConsoleDashboardPage() {
  const admin = await requireConsoleAdmin();
  const data = await consoleCall('consoleDashboard');
  return (
    <div className="max-w-5xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold">Dashboard</h1>
        <p className="mt-1 text-sm text-gray-600">
          Welcome, {admin.name || admin.email}. Days are India time; revenue counts cash orders and paid online orders, less cancelled items.
        </p>
      </div>
      <Dashboard data={data} />
    </div>
  );
}
