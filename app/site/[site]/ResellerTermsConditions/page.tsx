import type { Metadata } from 'next';
import { hostName } from '@/lib/platform/site';
import { requireShop } from '@/modules/catalogue/server/require-shop';
import { ResellerTermsScreen } from '@/modules/help/components/reseller-terms-screen';

export const metadata: Metadata = { title: 'Reseller Terms & Conditions' };

export default async function ResellerTermsPage({ params }: { params: Promise<{ site: string }> }) {
  return <ResellerTermsScreen shop={await requireShop(hostName((await params).site))} />;
}
