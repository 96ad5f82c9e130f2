import type { Metadata } from 'next';
import { CheckoutScreen } from '@/components/checkout/checkout-screen';
import { buyNowFromQuery } from '@/lib/checkout/buy-now-params';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };
/** Per shopper and per query (Buy Now): never the layout's cached ISR page. */
export const dynamic = 'force-dynamic';

export default async function CheckoutPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <CheckoutScreen buyNow={buyNowFromQuery(await searchParams)} />;
}
