import type { Metadata } from 'next';
import Link from 'next/link';
import { FormAlert } from '@/components/ui/form-field';
import { requireConsoleAdmin } from '@/modules/console/shell/server/console-session';
import { CouponList } from '@/modules/console/coupons/components/coupon-list';
import { OffersSection } from '@/modules/console/coupons/components/offers-section';
import { OnlineDiscountForm } from '@/modules/console/coupons/components/online-discount-form';
import { couponsPageData } from '@/modules/console/coupons/server/coupons-page';
import { NEW_COUPON_PATH, savedCode } from '@/modules/console/coupons/coupon-paths';

export const metadata: Metadata = { title: 'Coupons' };

interface Props {
  searchParams: Promise<{ saved?: string | string[] }>;
}

/** The shop's coupons with how each has done, its automatic offers, and its discount for paying online. */
export default async function ConsoleCouponsPage({ searchParams }: Props) {
  const admin = await requireConsoleAdmin();
  const saved = savedCode((await searchParams).saved);
  const { coupons, offers, onlineDiscountPercent } = await couponsPageData(admin.shopName);
  return (
    <div className="max-w-4xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Coupons</h1>
          <p className="mt-1 text-sm text-gray-600">Codes to share in your WhatsApp and Instagram groups. Savings come out of your margin.</p>
        </div>
        <Link
          href={NEW_COUPON_PATH}
          className="inline-flex min-h-11 items-center rounded-lg bg-indigo-700 px-4 text-sm font-semibold text-white hover:bg-indigo-800 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          New coupon
        </Link>
      </div>
      {saved && <FormAlert tone="success">Coupon {saved} saved.</FormAlert>}
      <section aria-labelledby="coupons-heading" className="space-y-3">
        <h2 id="coupons-heading" className="text-lg font-semibold">
          Your coupons
        </h2>
        <CouponList coupons={coupons} />
      </section>
      <OffersSection offers={offers} />
      <OnlineDiscountForm percent={onlineDiscountPercent} />
    </div>
  );
}
