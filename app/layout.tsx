import type { ReactNode } from 'react';
import './globals.css';

/**
 * The document (<html lang>, <body>) is each section's own: the shop's layout (app/site/[site]/layout.tsx) in the
 * page's language, the console's, and the not-found and error screens outside any shop.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
