import { suggestionsQuery } from '@/lib/validation/store-requests';
import { getSearchSuggestions } from '@/lib/platform/server/search-suggestions';
import { SUGGESTIONS_FAILED_MESSAGE } from '@/lib/store/messages';
import { ok, storeRoute } from '@/lib/store/server/route';

/** GET /store/search-suggestions?q=…: the header search box's suggestions while typing, for this shop. */
export const GET = storeRoute({ query: suggestionsQuery, failure: SUGGESTIONS_FAILED_MESSAGE }, async ({ query, host }) =>
  ok(await getSearchSuggestions(host, query.q)),
);
