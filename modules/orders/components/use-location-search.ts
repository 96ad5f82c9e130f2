'use client';

import { useMemo, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

/**
 * The page's query string as the browser has it: null while rendering on the server and hydrating (the cached page
 * is the same for every query), the real one from the first render after. Nothing in it is trusted beyond naming.
 */
export function useLocationSearch(): URLSearchParams | null {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => null,
  );
  return useMemo(() => (search === null ? null : new URLSearchParams(search)), [search]);
}
