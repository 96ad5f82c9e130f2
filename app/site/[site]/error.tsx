'use client';

import { ErrorScreen } from '@/modules/shell/components/error-screen';

/** A shop screen that failed: the message appears between the shop's header and footer. */
export default function ShopError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorScreen error={error} retry={retry} />;
}
