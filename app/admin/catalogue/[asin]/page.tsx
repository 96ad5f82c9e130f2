import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CatalogueProductScreen } from '@/modules/console/catalogue/components/catalogue-product-screen';
import { consoleCall } from '@/modules/console/shell/server/console-call';
import { requireConsoleOperator } from '@/modules/console/shell/server/console-session';
import { PlatformError } from '@/lib/platform/server/client';
import { ASIN_PATTERN } from '@/platform/catalogue/contract/console-catalogue';

export const metadata: Metadata = { title: 'Product' };

interface Props {
  params: Promise<{ asin: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function CatalogueProductPage({ params, searchParams }: Props) {
  await requireConsoleOperator();
  const { asin } = await params;
  if (!ASIN_PATTERN.test(asin)) notFound();
  const [answer, { groups }] = await Promise.all([
    consoleCall('consoleCatalogueProduct', { query: { asin } }).catch((error: unknown) => {
      if (error instanceof PlatformError && error.status === 404) notFound();
      throw error;
    }),
    consoleCall('consoleCatalogueTree'),
  ]);
  return <CatalogueProductScreen product={answer.product} groups={groups} created={(await searchParams).created === '1'} />;
}
