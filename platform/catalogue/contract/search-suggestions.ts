import { z } from 'zod';
import { statusTrue } from '../../shared/contract/common';

export const SUGGESTIONS_MAX = 8;
export const SUGGESTION_QUERY_MAX = 100;

/** GET /api/Search_Suggestions?q=…: what the shopper has typed so far. */
export const searchSuggestionsQuery = z.object({
  q: z.string().trim().min(1, 'is required').max(SUGGESTION_QUERY_MAX, `must be at most ${SUGGESTION_QUERY_MAX} characters`),
});

export const searchSuggestion = z.object({
  type: z.enum(['product', 'category']),
  label: z.string(),
  /** The shop's page for it: /product/{slug}, /products-section2/{category} or /products-section/{sub-category}. */
  url: z.string(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestion>;

/** Up to SUGGESTIONS_MAX, categories first, then products in the search's order. */
export const searchSuggestionsAnswer = z.object({
  status: statusTrue,
  data: z.array(searchSuggestion).max(SUGGESTIONS_MAX),
});
