import type { Metadata } from 'next';
import { SearchWordsForm } from '@/modules/console/catalogue/components/search-words-form';
import { consoleCall } from '@/modules/console/shell/server/console-call';

export const metadata: Metadata = { title: 'Search words' };

/** The operators' synonym list for every shop's search (the catalogue's layout lets only operators in). */
export default async function ConsoleSearchWordsPage() {
  const { text, lines } = await consoleCall('consoleSearchWords');
  return (
    <div className="max-w-3xl space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Search words</h1>
        <p className="mt-1 text-sm text-gray-600">
          Indian spellings and the words shoppers use for one another: “sari” finds sarees, “slipper” finds chappals. {lines}{' '}
          {lines === 1 ? 'line' : 'lines'} now.
        </p>
      </div>
      <SearchWordsForm text={text} />
    </div>
  );
}
