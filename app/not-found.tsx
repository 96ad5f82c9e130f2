import type { Metadata } from 'next';
import { PageNotFound } from '@/modules/shell/components/page-not-found';
import { Document } from '@/components/ui/document';
import { NOT_FOUND_METADATA } from '@/lib/seo/not-found-metadata';

export const metadata: Metadata = NOT_FOUND_METADATA;

/** Outside any shop: a host no shop answers on (the shop layout's notFound()) or a path outside the shop routes. */
export default function NotFound() {
  return (
    <Document lang="en-IN">
      <main id="main" className="min-h-screen bg-white">
        <PageNotFound locale="en" />
      </main>
    </Document>
  );
}
