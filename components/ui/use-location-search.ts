'use client';

import { useMemo, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

/**
 * The address bar's query ('?token=…') as the browser has it: null while rendering on the server and hydrating, the
 * real one from the first render after, so a page that Next renders statically (the same for every query) can still
 * read it in the browser (useSearchParams would need a Suspense boundary). Nothing in it is trusted beyond naming.
 */
export function useLocationSearch(): URLSearchParams | null {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => null,
  );
  return useMemo(() => (search === null ? null : new URLSearchParams(search)), [search]);
}
