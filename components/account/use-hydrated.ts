'use client';

import { useEffect, useState } from 'react';

/** True once React has hydrated this component (forms mark themselves ready with it). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
