'use client';

import { QueryClient, QueryClientProvider as TanStackQueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { QUERY_DEFAULTS, useQueryClientSlot } from './query-client-provider';

/**
 * Where react-query's hooks (useQuery, useMutation, useQueryClient) work: wrap a screen, or the part of it that
 * queries, in <QueryScope>. Every scope under the shop's QueryClientProvider shares its one client (one cache, one
 * set of defaults); only the pages that render a scope load react-query.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const slot = useQueryClientSlot();
  const [client] = useState(() =>
    slot ? slot.get((defaultOptions) => new QueryClient({ defaultOptions })) : new QueryClient({ defaultOptions: QUERY_DEFAULTS }),
  );
  return <TanStackQueryClientProvider client={client}>{children}</TanStackQueryClientProvider>;
}
