import Link from '@/components/ui/link';
import { PolicyLayout } from '@/modules/help/components/policy-layout';
import type { requireShop } from '@/modules/catalogue/server/require-shop';

type Shop = Awaited<ReturnType<typeof requireShop>>;

/** What the shop promises; the online-payment parts only where the shop takes online payments. */
function promises(onlinePayment: boolean, onlineDiscountPercent: number) {
  return [
    {
      title: 'Pay on Delivery',
      text: onlinePayment
        ? `Pay in cash or by UPI when your order reaches you, or pay online${onlineDiscountPercent > 0 ? ` and save ${onlineDiscountPercent}%` : ''}.`
        : 'Pay in cash or by UPI when your order reaches you.',
    },
    { title: 'Free delivery on many items', text: 'Look for free delivery on the product page; the order summary always shows the exact charge.' },
    { title: '30-day returns', text: 'Changed your mind? Return eligible items within 30 days of delivery.' },
    ...(onlinePayment
      ? [{ title: 'Secure payments', text: 'Online payments are processed by Razorpay; we never see or store your card details.' }]
      : []),
  ];
}

/** About the shop: who it is, what it promises (online-payment parts only where it takes them), how to reach it. */
export function AboutScreen({ shop, onlinePayment, onlineDiscountPercent }: { shop: Shop; onlinePayment: boolean; onlineDiscountPercent: number }) {
  return (
    <PolicyLayout title={`About ${shop.name}`} current="/aboutPage">
      <div className="space-y-4 text-gray-700">
        <p>
          {shop.name} is an online shop for families across India. We bring together clothing, footwear, beauty, home and kitchen essentials and
          electronics from trusted suppliers, and deliver them to your door, from metro cities to small towns.
        </p>
        <p>
          We started with a simple idea: shopping online should feel as easy and as trustworthy as visiting your neighbourhood store. That is why
          every order can be paid on delivery, prices are shown in rupees with nothing added at the last step, and a real person answers when you call
          us.
        </p>
      </div>
      <h2 className="mt-10 mb-4 text-xl font-bold text-gray-900">Our promise to you</h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {promises(onlinePayment, onlineDiscountPercent).map((p) => (
          <li key={p.title} className="rounded-xl border border-gray-100 bg-white p-5 shadow-sm">
            <h3 className="font-semibold text-gray-900">{p.title}</h3>
            <p className="mt-1 text-sm text-gray-700">{p.text}</p>
          </li>
        ))}
      </ul>
      <h2 className="mt-10 mb-3 text-xl font-bold text-gray-900">Get in touch</h2>
      <p className="text-gray-700">
        Questions, feedback or a bulk order? Write to{' '}
        {shop.email ? (
          <a href={`mailto:${shop.email}`} className="font-medium text-shop-primary underline">
            {shop.email}
          </a>
        ) : (
          'our support team'
        )}
        {shop.mobile ? <> or call {shop.mobile}</> : null}. You can also visit our{' '}
        <Link href="/CustomerSupport" className="font-medium text-shop-primary underline">
          Customer Support
        </Link>{' '}
        page.
      </p>
    </PolicyLayout>
  );
}
