'use client';

import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

/**
 * The address bar's query string ('?token=…'), or null while rendering on the server and during hydration, so a page
 * that Next renders statically can still read it in the browser (useSearchParams would need a Suspense boundary).
 */
export function useLocationSearch(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => null,
  );
}
