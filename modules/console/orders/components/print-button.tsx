'use client';

import { ConsoleButton } from '@/modules/console/shell/components/console-button';

/** Opens the browser's print dialog for a print-friendly page (the console's own header and navigation do not print). */
export function PrintButton({ label = 'Print' }: { label?: string }) {
  return (
    <ConsoleButton onClick={() => window.print()} className="print:hidden">
      {label}
    </ConsoleButton>
  );
}
