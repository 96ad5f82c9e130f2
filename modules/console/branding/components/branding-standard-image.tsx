'use client';

import clsx from 'clsx';
import { useActionState } from 'react';
import { restoreStandardImage } from '@/modules/console/branding/branding-actions';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';

/**
 * Goes back from an uploaded logo or favicon to the standard one, drawn from the shop's name in its main colour. The
 * button shows while the picture is an upload; the answer stays after it goes.
 */
export function BrandingStandardImage({ image, uploaded }: { image: 'logo' | 'favicon'; uploaded: boolean }) {
  const [state, action, pending] = useActionState<ConsoleActionResult | null, FormData>(restoreStandardImage, null);
  return (
    <form action={action} className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="image" value={image} />
      {uploaded && (
        <ConsoleButton type="submit" tone="secondary" disabled={pending}>
          {image === 'logo' ? 'Use the standard logo' : 'Use the standard favicon'}
        </ConsoleButton>
      )}
      <p role="status" className={clsx('text-sm', state?.ok ? 'text-green-800' : 'text-red-700')}>
        {state?.message ?? ''}
      </p>
    </form>
  );
}
