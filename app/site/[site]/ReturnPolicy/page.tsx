import type { Metadata } from 'next';
import { hostName } from '@/lib/platform/site';
import { requireShop } from '@/modules/catalogue/server/require-shop';
import { ReturnPolicyScreen } from '@/modules/help/components/return-policy-screen';

export const metadata: Metadata = { title: 'Return Policy' };

export default async function ReturnPolicyPage({ params }: { params: Promise<{ site: string }> }) {
  return <ReturnPolicyScreen shop={await requireShop(hostName((await params).site))} />;
}
