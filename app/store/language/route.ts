import { NextResponse, type NextRequest } from 'next/server';
import { switchedPath } from '@/lib/i18n/localized-path';
import { isLocale, LANGUAGE_COOKIE } from '@/lib/i18n/locales';
import { safeNextPath } from '@/lib/session/safe-next';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language switch's link (a plain link, so it works without JavaScript): /store/language?to=hi&next=/product/x
 * remembers the choice in the `lang` cookie and goes on to the same page in that language. On a shop whose language is
 * Hindi, English chosen here keeps its home English: `/` with lang=en is that home (next.config.mjs).
 */
export function GET(request: NextRequest) {
  const to = request.nextUrl.searchParams.get('to');
  const locale = isLocale(to) ? to : 'en';
  const next = safeNextPath(request.nextUrl.searchParams.get('next'));
  // A relative Location: the browser stays on the shop it asked (request.url names the server's own host, localhost,
  // not the shop's, e.g. shop2.localhost).
  const response = new NextResponse(null, { status: 303, headers: { location: switchedPath(next, locale) } });
  response.headers.set('Cache-Control', 'private, no-store');
  response.cookies.set(LANGUAGE_COOKIE, locale, { path: '/', maxAge: YEAR_SECONDS, sameSite: 'lax', secure: request.nextUrl.protocol === 'https:' });
  return response;
}
