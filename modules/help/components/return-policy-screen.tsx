import Link from '@/components/ui/link';
import { Accordion } from '@/modules/help/components/accordion';
import { PolicyLayout } from '@/modules/help/components/policy-layout';
import type { requireShop } from '@/modules/catalogue/server/require-shop';

export function ReturnPolicyScreen({ shop }: { shop: Awaited<ReturnType<typeof requireShop>> }) {
  return (
    <PolicyLayout
      title="Return Policy"
      current="/ReturnPolicy"
      intro={<p>We want you to love what you buy from {shop.name}. If something is not right, here is how returns and refunds work.</p>}
    >
      <Accordion
        items={[
          {
            title: 'Return window',
            open: true,
            body: <p>You can return an item within 30 days from the date of delivery.</p>,
          },
          {
            title: 'Which items can be returned',
            body: <p>Items must be unused, unwashed and in their original packaging with all tags and accessories.</p>,
          },
          {
            title: 'How to start a return',
            body: (
              <p>
                Contact us with your order number from{' '}
                <Link href="/your-orders" className="font-medium text-shop-primary underline">
                  My Orders
                </Link>
                . We will confirm the return and tell you how to send the item back.
              </p>
            ),
          },
          {
            title: 'Refunds',
            body: (
              <>
                <p>Once we receive and check the item, your refund is issued within 7 business days to the original payment method.</p>
                <p>Orders cancelled before they ship are refunded in the same way; pay-on-delivery orders have nothing to refund.</p>
              </>
            ),
          },
          {
            title: 'Shipping charges',
            body: (
              <>
                <p>Shipping charges are non-refundable.</p>
                <p>Return shipping is free only for defective, damaged or wrong items; otherwise the cost of sending the item back is yours.</p>
              </>
            ),
          },
          {
            title: 'Contact us about a return',
            body: (
              <p>
                Our return-policy support team is available Monday-Friday 9 AM-5 PM
                {shop.email ? (
                  <>
                    {' '}
                    at{' '}
                    <a href={`mailto:${shop.email}`} className="font-medium text-shop-primary underline">
                      {shop.email}
                    </a>
                  </>
                ) : null}
                {shop.mobile ? <> or on {shop.mobile}</> : null}.
              </p>
            ),
          },
        ]}
      />
    </PolicyLayout>
  );
}
