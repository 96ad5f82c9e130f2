import 'server-only';
import type { SearchSuggestion } from '@/platform/catalogue/contract/search-suggestions';
import { callPlatform } from './client';

export type { SearchSuggestion };

/** Products and categories for what a shopper has typed so far in the header's search box (at most eight). */
export async function getSearchSuggestions(host: string, typed: string): Promise<SearchSuggestion[]> {
  return (await callPlatform('searchSuggestions', { host, query: { q: typed } })).data;
}
