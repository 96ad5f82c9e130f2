import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requireConsoleAdmin } from '@/modules/console/shell/server/console-session';
import { CouponForm } from '@/modules/console/coupons/components/coupon-form';
import { couponCategories, couponForEditing } from '@/modules/console/coupons/server/coupons-page';
import { COUPONS_PATH } from '@/modules/console/coupons/coupon-paths';

export const metadata: Metadata = { title: 'Edit coupon' };

interface Props {
  params: Promise<{ id: string }>;
}

export default async function EditCouponPage({ params }: Props) {
  await requireConsoleAdmin();
  const { id } = await params;
  if (!/^[1-9][0-9]{0,9}$/.test(id)) notFound();
  const [coupon, categories] = await Promise.all([couponForEditing(Number(id)), couponCategories()]);
  if (!coupon) notFound();
  return (
    <div className="space-y-5">
      <div>
        <Link href={COUPONS_PATH} className="text-sm text-indigo-700 underline">
          ← All coupons
        </Link>
        <h1 className="mt-2 text-2xl font-bold">Edit {coupon.values.code}</h1>
        <p className="mt-1 text-sm text-gray-600">{coupon.summary}</p>
      </div>
      <CouponForm initial={coupon.values} id={coupon.id} categories={categories} />
    </div>
  );
}
