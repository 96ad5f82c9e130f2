'use client';

import Link from '@/components/ui/link';
import { useSession } from '@/components/state/session-provider';

export interface AccountLink {
  label: string;
  href: string;
  /** Where it goes while the shopper is not signed in: the sign-in screen, returning to `href` (signInHref). */
  signInHref: string;
}

/**
 * My Account links: each goes to /login while the shopper is not signed in, and on to its page after. The server
 * works out both addresses (site-footer.tsx), so the browser only picks one.
 */
export function FooterAccountLinks({ links, linkClass }: { links: AccountLink[]; linkClass: string }) {
  const { signedIn } = useSession();
  return (
    <ul className="space-y-1">
      {links.map((link) => (
        <li key={link.href}>
          <Link href={signedIn ? link.href : link.signInHref} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
