import type { CSSProperties, ReactNode } from 'react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsoleNav } from '@/modules/console/shell/components/console-nav';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';
import { signOutOfConsole } from '@/modules/console/auth/session-actions';
import { consoleSections } from '@/modules/console/shell/console-sections';
import { consoleAdmin } from '@/modules/console/shell/server/console-session';
import { Document } from '@/components/ui/document';

export const metadata: Metadata = {
  title: { default: 'Console', template: '%s · Console' },
  robots: { index: false, follow: false },
};

/** The console's colours: its own, whatever the shop's theme, so the shared form fields read the same everywhere. */
const CONSOLE_THEME = { '--shop-primary': '#4338ca', '--shop-text': '#111827', '--shop-background': '#f9fafb' } as CSSProperties;

/** Every console page: the shop's name, who is signed in and the sections; the sign-in page alone when signed out. */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  return <Document lang="en-IN">{await consoleBody(children)}</Document>;
}

async function consoleBody(children: ReactNode) {
  const admin = await consoleAdmin();
  if (!admin) {
    return (
      <div style={CONSOLE_THEME} className="min-h-screen bg-gray-50 text-gray-900">
        {children}
      </div>
    );
  }
  return (
    <div style={CONSOLE_THEME} className="min-h-screen bg-gray-50 text-gray-900">
      <a
        href="#console-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="flex items-center justify-between gap-3 border-b border-gray-200 bg-white px-4 py-2 print:hidden">
        <div className="min-w-0">
          <p className="truncate text-base font-bold">{admin.shopName}</p>
          <p className="truncate text-xs text-gray-600">
            {admin.name || admin.email} · {admin.role}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <a href="/" target="_blank" rel="noopener" className="hidden text-sm text-indigo-700 underline sm:inline">
            View shop
          </a>
          <Link href="/admin/password" className="inline-flex min-h-11 items-center text-sm text-indigo-700 underline">
            Password
          </Link>
          <form action={signOutOfConsole}>
            <ConsoleButton type="submit" tone="secondary">
              Sign out
            </ConsoleButton>
          </form>
        </div>
      </header>
      <div className="md:flex">
        <div className="md:min-h-[calc(100vh-3.5rem)] md:w-56 md:shrink-0 md:border-r md:border-gray-200 md:bg-white print:hidden">
          <ConsoleNav items={consoleSections(admin.role)} />
        </div>
        <main id="console-main" className="min-w-0 flex-1 px-4 py-5 md:px-8 md:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}
