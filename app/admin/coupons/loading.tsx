import { CouponsLoading } from '@/modules/console/coupons/components/coupons-loading';

export default function Loading() {
  return <CouponsLoading />;
}
