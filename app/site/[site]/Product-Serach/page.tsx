import { redirect } from 'next/navigation';
import type { SearchParams } from '@/modules/catalogue/listing-query';

/** It reads the query string, so it is rendered per request: the layout's ISR would make it static, and fail at run time. */
export const dynamic = 'force-dynamic';

/** The header's search form without JavaScript submits ?q=…; the results live at /Product-Serach/{text}. */
export default async function SearchFormFallback({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const q = (await searchParams).q;
  const text = (Array.isArray(q) ? q[0] : q)?.trim() ?? '';
  redirect(text ? `/Product-Serach/${encodeURIComponent(text.slice(0, 200))}` : '/');
}
