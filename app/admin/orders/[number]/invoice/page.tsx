import type { Metadata } from 'next';
import { InvoiceDocument } from '@/components/console/orders/invoice-document';
import { PrintableOrder } from '@/components/console/orders/printable-order';
import { requireConsoleAdmin } from '@/lib/console/console-session';
import { loadConsoleOrder } from '@/lib/console/orders';
import { routeSlug } from '@/lib/seo/route-slug';

interface Props {
  params: Promise<{ number: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Invoice ${routeSlug((await params).number)}` };
}

/** The order's invoice, print-friendly: the console's header and navigation and these buttons do not print. */
export default async function ConsoleInvoicePage({ params }: Props) {
  await requireConsoleAdmin();
  const order = await loadConsoleOrder(routeSlug((await params).number));
  return (
    <PrintableOrder number={order.number} printLabel="Print invoice">
      <InvoiceDocument order={order} />
    </PrintableOrder>
  );
}
