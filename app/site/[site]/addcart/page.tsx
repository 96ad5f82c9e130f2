import type { Metadata } from 'next';
import { CartScreen } from '@/modules/cart/components/cart-screen';
import { CartTopBar } from '@/modules/cart/components/cart-top-bar';

export const metadata: Metadata = { title: 'YourCart', robots: { index: false } };

/** /addcart: the same shell for every shopper (cached per shop); the cart itself is read in the browser. */
export default function CartPage() {
  return (
    <div className="min-h-screen bg-gray-50">
      <CartTopBar />
      <CartScreen />
    </div>
  );
}
