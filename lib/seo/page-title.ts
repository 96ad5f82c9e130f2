/**
 * Page titles are a label plus the host name (spec section 2, Shell): the shop layout's title template is
 * '%s | {host}', so a page sets only its label: `export const metadata = { title: pageTitle('YourCart') }`.
 */
export const PAGE_LABELS = {
  home: 'Welcome',
  cart: 'YourCart',
  wishlist: 'Wishlist',
  login: 'Login',
  register: 'Register',
  resetPassword: 'ResetPassword',
  orders: 'YourOrders',
  track: 'TrackYourOrder',
  about: 'AboutUs',
  contact: 'ContactUs',
} as const;

export type PageLabel = (typeof PAGE_LABELS)[keyof typeof PAGE_LABELS];

/** The label a page puts in its metadata title; the template adds ' | {host}'. */
export function pageTitle(label: PageLabel | (string & {})): string {
  return label.trim().replace(/\s+/g, ' ');
}

/** The whole title, for places the template does not reach (share tags, a client <title>). */
export function fullTitle(label: string, host: string): string {
  return `${pageTitle(label)} | ${host}`;
}

/** Paths without a label of their own use the host name twice. */
export function defaultTitle(host: string): string {
  return fullTitle(host, host);
}
