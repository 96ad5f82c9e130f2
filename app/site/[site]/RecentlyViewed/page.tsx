import type { Metadata } from 'next';
import { RecentlyViewedScreen } from '@/modules/cart/components/recently-viewed-screen';
import { hostName } from '@/lib/platform/site';

/** Routes without a label of their own are titled with the host twice (spec section 2). */
export async function generateMetadata({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> {
  return { title: hostName((await params).site), robots: { index: false } };
}

export default function RecentlyViewedPage() {
  return (
    <div className="bg-gray-50">
      <RecentlyViewedScreen />
    </div>
  );
}
