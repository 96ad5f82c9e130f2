'use client';

import { useActionState } from 'react';
import { archiveCatalogueProductAction } from '@/modules/console/catalogue/catalogue-actions';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { ActionStatus } from '@/modules/console/shell/components/action-status';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';

/** Archiving takes a product out of every shop (its orders keep it); restoring brings it back. */
export function CatalogueArchiveForm({ asin, name, archived }: { asin: string; name: string; archived: boolean }) {
  const [state, action, pending] = useActionState<ConsoleActionResult | null, FormData>(archiveCatalogueProductAction, null);
  return (
    <section aria-labelledby="archive-heading" className="space-y-3 rounded-xl border border-gray-200 bg-white p-4">
      <h2 id="archive-heading" className="text-lg font-semibold">
        {archived ? 'Archived' : 'Archive'}
      </h2>
      <p className="text-sm text-gray-600">
        {archived
          ? 'No shop shows this product. Restoring puts it back in every shop, with its prices and stock.'
          : 'Archiving takes this product out of every shop’s pages, search and carts. Past orders keep it.'}
      </p>
      <form action={action}>
        <input type="hidden" name="asin" value={asin} />
        <input type="hidden" name="archived" value={archived ? 'false' : 'true'} />
        <ConsoleButton
          type="submit"
          tone={archived ? 'secondary' : 'danger'}
          disabled={pending}
          aria-label={`${archived ? 'Restore' : 'Archive'} ${name}`}
        >
          {pending ? 'Saving…' : archived ? 'Restore' : 'Archive'}
        </ConsoleButton>
      </form>
      <ActionStatus state={state} />
    </section>
  );
}
