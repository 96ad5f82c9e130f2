import type { ReactNode } from 'react';
import type { SocialLinks as Links } from '@/lib/platform/types';

const ICONS: Record<keyof Links, { label: string; path: ReactNode }> = {
  facebook: { label: 'Facebook', path: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z" /> },
  instagram: {
    label: 'Instagram',
    path: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="17.5" cy="6.5" r="1.2" />
      </>
    ),
  },
  linkedin: {
    label: 'LinkedIn',
    path: (
      <path d="M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h4v1.7c.6-1 1.9-2 3.8-2 3.3 0 4.2 2.1 4.2 5V21h-4v-6.5c0-1.5-.3-2.8-1.9-2.8S14 13 14 14.6V21h-4z" />
    ),
  },
  twitter: { label: 'X (Twitter)', path: <path d="M4 3h4.5l4.2 5.8L17.6 3H20l-6.2 7.3L21 21h-4.5l-4.6-6.3L6.4 21H4l6.8-7.9z" /> },
  youtube: {
    label: 'YouTube',
    path: (
      <path d="M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8zM10 15V9l5.2 3z" />
    ),
  },
};

/** Icons for the social links the shop has set; none at all when it has none. */
export function SocialLinks({ links, shopName }: { links: Links; shopName: string }) {
  const present = (Object.keys(ICONS) as (keyof Links)[]).filter((key) => links[key].trim() !== '');
  if (present.length === 0) return null;
  return (
    <ul className="flex gap-2" aria-label={`${shopName} on social media`}>
      {present.map((key) => (
        <li key={key}>
          <a
            href={links[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${shopName} on ${ICONS[key].label}`}
            className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-shop-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
              {ICONS[key].path}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
