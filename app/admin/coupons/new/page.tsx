import type { Metadata } from 'next';
import Link from 'next/link';
import { requireConsoleAdmin } from '@/modules/console/shell/server/console-session';
import { CouponForm } from '@/modules/console/coupons/components/coupon-form';
import { couponCategories } from '@/modules/console/coupons/server/coupons-page';
import { NEW_COUPON } from '@/modules/console/coupons/coupon-form';
import { COUPONS_PATH } from '@/modules/console/coupons/coupon-paths';

export const metadata: Metadata = { title: 'New coupon' };

export default async function NewCouponPage() {
  await requireConsoleAdmin();
  const categories = await couponCategories();
  return (
    <div className="space-y-5">
      <div>
        <Link href={COUPONS_PATH} className="text-sm text-indigo-700 underline">
          ← All coupons
        </Link>
        <h1 className="mt-2 text-2xl font-bold">New coupon</h1>
      </div>
      <CouponForm initial={NEW_COUPON} categories={categories} />
    </div>
  );
}
