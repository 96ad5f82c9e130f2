import type { Metadata } from 'next';
import { routeSlug } from '@/lib/seo/route-slug';
import { ConsoleOrderScreen } from '@/modules/console/orders/components/console-order-screen';
import { loadConsoleOrder } from '@/modules/console/orders/server/orders';
import { requireConsoleAdmin } from '@/modules/console/shell/server/console-session';

interface Props {
  params: Promise<{ number: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Order ${routeSlug((await params).number)}` };
}

export default async function ConsoleOrderPage({ params }: Props) {
  await requireConsoleAdmin();
  return <ConsoleOrderScreen order={await loadConsoleOrder(routeSlug((await params).number))} />;
}
