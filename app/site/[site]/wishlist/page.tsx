import type { Metadata } from 'next';
import { WishlistScreen } from '@/modules/wishlist/components/wishlist-screen';

export const metadata: Metadata = { title: 'Wishlist', robots: { index: false } };

/** /wishlist: the same shell for every shopper (cached per shop); the wishlist itself is read in the browser. */
export default function WishlistPage() {
  return (
    <div className="bg-gray-50">
      <WishlistScreen />
    </div>
  );
}
