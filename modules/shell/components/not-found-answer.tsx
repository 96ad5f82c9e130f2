import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { PageNotFound } from './page-not-found';

function NotFoundSignal(): never {
  notFound();
}

/**
 * What a shop page renders for something it does not have: a 404 whose server HTML is the not-found screen, inside
 * the shop's layout and in the page's language (`<html lang="hi-IN">` on a Hindi page).
 *
 * A notFound() thrown by the page itself reaches the shell of React's server render, which has no error boundaries:
 * Next 16 then answers 404 with an empty error document (`<html id="__next_error__">`, no layout, no lang, no text)
 * and draws the not-found screen only in the browser (vercel/next.js#62228, still open; #98295, #98954). Thrown inside
 * a Suspense boundary, it stops at the boundary: the server's HTML keeps the layout and shows the boundary's fallback,
 * this same screen, while Next's HTML error handler still sets the status to 404 ("an HTTP access fallback thrown
 * inside a Suspense boundary", app-render.js). In the browser the boundary renders again, throws again, and the
 * segment's not-found.tsx shows the same screen (and the router knows it is a 404).
 */
export function NotFoundAnswer({ locale }: { locale: Locale }) {
  return (
    <Suspense fallback={<PageNotFound locale={locale} />}>
      <NotFoundSignal />
    </Suspense>
  );
}
