import { Icon, type IconName } from '@/components/ui/account-icons';
import type { Shop } from '@/lib/platform/types';

/** Call, email and visit: the shop's own contact details, N/A when the reseller has none. */
export function SupportCards({ shop }: { shop: Shop }) {
  const cards: ReadonlyArray<{ icon: IconName; title: string; value: string; href?: string; note: string }> = [
    {
      icon: 'phone',
      title: 'Call Support',
      value: shop.mobile || 'N/A',
      href: shop.mobile ? `tel:+91${shop.mobile.replace(/\D/g, '').slice(-10)}` : undefined,
      note: 'Available 24/7',
    },
    {
      icon: 'mail',
      title: 'Email Support',
      value: shop.email || 'N/A',
      href: shop.email ? `mailto:${shop.email}` : undefined,
      note: 'We reply within 2 hours',
    },
    { icon: 'pin', title: 'Visit Us', value: shop.address || 'Our store address will be shared soon', note: 'Mon-Fri 9 AM - 6 PM' },
  ];
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {cards.map((card) => (
        <li key={card.title} className="flex flex-col rounded-xl border border-gray-100 bg-white p-5 shadow-sm">
          <span className="w-fit rounded-lg bg-shop-primary/10 p-2.5 text-shop-primary">
            <Icon name={card.icon} />
          </span>
          <h2 className="mt-3 font-semibold text-gray-900">{card.title}</h2>
          {card.href ? (
            <a href={card.href} className="mt-1 font-medium break-words text-shop-primary hover:underline">
              {card.value}
            </a>
          ) : (
            <p className="mt-1 break-words text-gray-800">{card.value}</p>
          )}
          <p className="mt-auto pt-2 text-sm text-gray-500">{card.note}</p>
        </li>
      ))}
    </ul>
  );
}
