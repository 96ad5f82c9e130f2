'use client';

import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/** True once React has hydrated this component (forms mark themselves ready with it). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
