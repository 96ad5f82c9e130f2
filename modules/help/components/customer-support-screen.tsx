import Link from '@/components/ui/link';
import { Accordion } from '@/modules/help/components/accordion';
import { PolicyLayout } from '@/modules/help/components/policy-layout';
import { SupportCards } from '@/modules/help/components/support-cards';
import type { requireShop } from '@/modules/catalogue/server/require-shop';

type Shop = Awaited<ReturnType<typeof requireShop>>;

/** Customer support: how to reach the shop and quick answers (the payment one as the shop takes payments). */
export function CustomerSupportScreen({
  shop,
  onlinePayment,
  onlineDiscountPercent,
}: {
  shop: Shop;
  onlinePayment: boolean;
  onlineDiscountPercent: number;
}) {
  const payments = onlinePayment
    ? `Cash on delivery, or pay online through Razorpay (UPI, cards, net banking, wallets)${onlineDiscountPercent > 0 ? ` and get ${onlineDiscountPercent}% off` : ''}.`
    : 'Cash on delivery: pay in cash or by UPI when your order arrives.';
  return (
    <PolicyLayout
      title="How Can We Help You?"
      updated=""
      current="/CustomerSupport"
      intro={<p>The {shop.name} team is here for questions about orders, payments, deliveries and returns.</p>}
    >
      <SupportCards shop={shop} />
      <h2 className="mt-10 mb-4 text-xl font-bold text-gray-900">Quick answers</h2>
      <Accordion
        items={[
          {
            title: 'Where is my order?',
            body: (
              <p>
                Open{' '}
                <Link href="/your-orders" className="font-medium text-shop-primary underline">
                  My Orders
                </Link>{' '}
                and press Track on the item to see every step of its journey.
              </p>
            ),
          },
          {
            title: 'Can I cancel an order?',
            body: (
              <p>
                Yes, until it ships. Open My Orders, press Cancel on the item, pick a reason and confirm. Paid online orders are refunded within 7
                business days.
              </p>
            ),
          },
          {
            title: 'How do returns work?',
            body: (
              <p>
                You can return most items within 30 days of delivery. See our{' '}
                <Link href="/ReturnPolicy" className="font-medium text-shop-primary underline">
                  Return Policy
                </Link>{' '}
                for the details.
              </p>
            ),
          },
          { title: 'Which payment methods can I use?', body: <p>{payments}</p> },
        ]}
      />
    </PolicyLayout>
  );
}
