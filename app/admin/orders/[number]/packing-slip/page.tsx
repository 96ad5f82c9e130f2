import type { Metadata } from 'next';
import { PackingSlipDocument } from '@/modules/console/orders/components/packing-slip-document';
import { PrintableOrder } from '@/modules/console/orders/components/printable-order';
import { requireConsoleAdmin } from '@/modules/console/shell/server/console-session';
import { loadConsoleOrder } from '@/modules/console/orders/server/orders';
import { routeSlug } from '@/lib/seo/route-slug';

interface Props {
  params: Promise<{ number: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Packing slip ${routeSlug((await params).number)}` };
}

/** The order's packing slip, print-friendly: the console's header and navigation and these buttons do not print. */
export default async function ConsolePackingSlipPage({ params }: Props) {
  await requireConsoleAdmin();
  const order = await loadConsoleOrder(routeSlug((await params).number));
  return (
    <PrintableOrder number={order.number} printLabel="Print packing slip">
      <PackingSlipDocument order={order} />
    </PrintableOrder>
  );
}
