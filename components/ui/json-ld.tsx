import { serializeJsonLd } from '@/lib/seo/json-ld';

/** Structured data for search engines, escaped so no value can end the script element. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
