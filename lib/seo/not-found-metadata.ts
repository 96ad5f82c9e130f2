import type { Metadata } from 'next';

/**
 * The head of every not-found answer. A page that ends in notFound() declares it too: the server's HTML takes the
 * not-found screen's title, but the page's own metadata travels with it for hydration and would replace the tab's
 * title ('host | host' instead of 'Page Not Found | host'). One title, whichever renders it.
 */
export const NOT_FOUND_METADATA = { title: 'Page Not Found', robots: { index: false } } satisfies Metadata;
