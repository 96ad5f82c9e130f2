import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { SectionProducts, SectionSourceForm } from '@/modules/console/sections/components/section-editor';
import { consoleCall } from '@/modules/console/shell/server/console-call';
import { requireConsoleAdmin } from '@/modules/console/shell/server/console-session';
import { PlatformError } from '@/lib/platform/server/client';
import { PRODUCT_SEARCH_MAX } from '@/platform/shops/contract/console-sections';

export const metadata: Metadata = { title: 'Home section' };

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ q?: string | string[] }>;
}

/** One home section: what it shows (chosen products or a category), its chosen products, and the product picker. */
export default async function ConsoleSectionPage({ params, searchParams }: Props) {
  await requireConsoleAdmin();
  const { id } = await params;
  const { q } = await searchParams;
  if (!/^[1-9][0-9]{0,9}$/.test(id)) notFound();
  const detail = await consoleCall('consoleSection', { query: { id } }).catch((error: unknown) => {
    if (error instanceof PlatformError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  });
  const query = (typeof q === 'string' ? q : '').trim().slice(0, PRODUCT_SEARCH_MAX);
  const results = query ? (await consoleCall('consoleProductSearch', { query: { q: query } })).products : null;
  const { section, categories } = detail;
  return (
    <div className="max-w-3xl space-y-5">
      <div>
        <Link href="/admin/sections" className="text-sm text-indigo-700 underline">
          ← All home sections
        </Link>
        <h1 className="mt-2 text-2xl font-bold">{section.name}</h1>
        <p className="mt-1 text-sm text-gray-600">
          {section.hidden ? 'Hidden from the home page. ' : ''}Rename, move or hide it on the list of sections.
        </p>
      </div>
      <SectionSourceForm section={section} categories={categories} />
      <SectionProducts section={section} query={query} results={results} />
    </div>
  );
}
