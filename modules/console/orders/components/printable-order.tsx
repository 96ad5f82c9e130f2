import Link from 'next/link';
import type { ReactNode } from 'react';
import { consoleOrderPath } from '@/modules/console/orders/order-view';
import { PrintButton } from './print-button';

/** A printable page of an order (invoice, packing slip): the way back and the Print button, which do not print. */
export function PrintableOrder({ number, printLabel, children }: { number: string; printLabel: string; children: ReactNode }) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link href={consoleOrderPath(number)} className="text-sm font-medium text-indigo-700 underline">
          ← Order {number}
        </Link>
        <PrintButton label={printLabel} />
      </div>
      {children}
    </div>
  );
}
