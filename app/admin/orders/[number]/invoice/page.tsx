import type { Metadata } from 'next';
import Link from 'next/link';
import { InvoiceDocument } from '@/components/console/orders/invoice-document';
import { PrintButton } from '@/components/console/orders/print-button';
import { requireConsoleAdmin } from '@/lib/console/console-session';
import { consoleOrderPath } from '@/lib/console/order-view';
import { loadConsoleOrder } from '@/lib/console/orders';

interface Props {
  params: Promise<{ number: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Invoice ${decodeURIComponent((await params).number)}` };
}

/** The order's invoice, print-friendly: the console's header and navigation and these buttons do not print. */
export default async function ConsoleInvoicePage({ params }: Props) {
  await requireConsoleAdmin();
  const order = await loadConsoleOrder(decodeURIComponent((await params).number));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link href={consoleOrderPath(order.number)} className="text-sm font-medium text-indigo-700 underline">
          ← Order {order.number}
        </Link>
        <PrintButton label="Print invoice" />
      </div>
      <InvoiceDocument order={order} />
    </div>
  );
}
