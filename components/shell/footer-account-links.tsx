'use client';

import Link from '@/components/ui/link';
import { useSession } from '@/components/state/session-provider';
import { signInHref } from '@/lib/session/after-sign-in';

const LINKS = [
  { label: 'Account', href: '/overview' },
  { label: 'Orders', href: '/your-orders' },
  { label: 'Wishlist', href: '/wishlist' },
  { label: 'Add to cart', href: '/addcart' },
];

/** My Account links: each goes to /login while the shopper is not signed in, and on to its page after. */
export function FooterAccountLinks({ linkClass }: { linkClass: string }) {
  const { signedIn } = useSession();
  return (
    <ul className="space-y-1">
      {LINKS.map((link) => (
        <li key={link.href}>
          <Link href={signedIn ? link.href : signInHref(link.href)} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
