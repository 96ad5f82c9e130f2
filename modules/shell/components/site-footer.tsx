import { getTranslations } from 'next-intl/server';
import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { MailIcon, PhoneIcon, PinIcon } from '@/components/ui/icons';
import type { Shop } from '@/lib/platform/types';
import { signInHref } from '@/lib/session/safe-next';
import { FooterGate } from './chrome-gates';
import { FooterAccountLinks, type AccountLink } from './footer-account-links';
import { SocialLinks } from './social-links';

const linkClass =
  'inline-flex min-h-9 items-center rounded text-gray-300 hover:text-white hover:underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

const TERMS_LINKS = [
  { label: 'terms', href: '/ResellerTermsConditions' },
  { label: 'returnPolicy', href: '/ReturnPolicy' },
  { label: 'about', href: '/aboutPage' },
  { label: 'support', href: '/CustomerSupport' },
] as const;

const ACCOUNT_LINKS = [
  { label: 'account', href: '/overview' },
  { label: 'orders', href: '/your-orders' },
  { label: 'wishlist', href: '/wishlist' },
  { label: 'addToCart', href: '/addcart' },
] as const;

/** Footer: terms, My Account, social links and contact details, with the shop's host in the copyright line. */
export async function SiteFooter({ shop }: { shop: Shop }) {
  const t = await getTranslations('Footer');
  const accountLinks: AccountLink[] = ACCOUNT_LINKS.map((link) => ({ label: t(link.label), href: link.href, signInHref: signInHref(link.href) }));
  return (
    <FooterGate>
      <footer className="mt-12 bg-gray-900 text-sm text-gray-300">
        <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 lg:grid-cols-4">
          <div className="col-span-2 space-y-4 lg:col-span-1">
            <p className="text-lg font-bold text-white">{shop.name}</p>
            <p className="font-semibold text-white">{t('trusted')}</p>
            <p>{shop.deliveryPromise}</p>
            <SocialLinks links={shop.social} shopName={shop.name} />
          </div>
          <FooterColumn title={t('terms')}>
            <ul className="space-y-1">
              {TERMS_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={linkClass}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </FooterColumn>
          <FooterColumn title={t('myAccount')}>
            <FooterAccountLinks links={accountLinks} linkClass={linkClass} />
          </FooterColumn>
          <FooterColumn title={t('contact')} className="col-span-2 lg:col-span-1">
            <address className="space-y-3 not-italic">
              {shop.address && (
                <p className="flex gap-2">
                  <PinIcon size={18} className="mt-0.5 shrink-0 text-gray-400" />
                  <span>{shop.address}</span>
                </p>
              )}
              {shop.mobile && (
                <p className="flex items-center gap-2">
                  <PhoneIcon size={18} className="shrink-0 text-gray-400" />
                  <a href={`tel:${shop.mobile.replace(/[^\d+]/g, '')}`} className={linkClass}>
                    {shop.mobile}
                  </a>
                </p>
              )}
              {shop.email && (
                <p className="flex items-center gap-2">
                  <MailIcon size={18} className="shrink-0 text-gray-400" />
                  <a href={`mailto:${shop.email}`} className={`${linkClass} break-all`}>
                    {shop.email}
                  </a>
                </p>
              )}
            </address>
          </FooterColumn>
        </div>
        <div className="border-t border-white/10">
          <p className="mx-auto max-w-7xl px-4 py-4 text-center text-xs text-gray-400">{t('copyright', { host: shop.host })}</p>
        </div>
      </footer>
    </FooterGate>
  );
}

function FooterColumn({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      {children}
    </div>
  );
}
