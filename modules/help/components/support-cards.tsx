import { getTranslations } from 'next-intl/server';
import { Icon, type IconName } from '@/components/ui/account-icons';
import type { Shop } from '@/lib/platform/types';

/** Call, email and visit, in the page's language: the shop's own contact details as given, N/A when the reseller has none. */
export async function SupportCards({ shop }: { shop: Shop }) {
  const t = await getTranslations('Help.cards');
  const cards: ReadonlyArray<{ icon: IconName; title: string; value: string; href?: string; note: string }> = [
    {
      icon: 'phone',
      title: t('call'),
      value: shop.mobile || t('notAvailable'),
      href: shop.mobile ? `tel:+91${shop.mobile.replace(/\D/g, '').slice(-10)}` : undefined,
      note: t('callNote'),
    },
    {
      icon: 'mail',
      title: t('email'),
      value: shop.email || t('notAvailable'),
      href: shop.email ? `mailto:${shop.email}` : undefined,
      note: t('emailNote'),
    },
    { icon: 'pin', title: t('visit'), value: shop.address || t('addressSoon'), note: t('visitNote') },
  ];
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {cards.map((card) => (
        <li key={card.icon} className="flex flex-col rounded-xl border border-gray-100 bg-white p-5 shadow-sm">
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
