import type { ReactNode } from 'react';
import { devanagari } from '@/lib/fonts/devanagari';
import './globals.css';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={devanagari.variable}>
      <body>{children}</body>
    </html>
  );
}
