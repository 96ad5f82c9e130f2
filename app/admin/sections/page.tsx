import type { Metadata } from 'next';
import { SectionsList } from '@/modules/console/sections/components/sections-list';
import { consoleCall } from '@/modules/console/shell/server/console-call';
import { requireConsoleAdmin } from '@/modules/console/shell/server/console-session';

export const metadata: Metadata = { title: 'Home sections' };

/** The home page's sections in order: rename, reorder, hide, add; each section's page chooses its products. */
export default async function ConsoleSectionsPage() {
  await requireConsoleAdmin();
  const { sections } = await consoleCall('consoleSections');
  return (
    <div className="max-w-3xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold">Home sections</h1>
        <p className="mt-1 text-sm text-gray-600">
          The rows of products on your home page, top first. A hidden section stays here but not on the shop. Changes show on the shop at once.
        </p>
      </div>
      <SectionsList sections={sections} />
    </div>
  );
}
