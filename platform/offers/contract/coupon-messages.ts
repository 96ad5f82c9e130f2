/**
 * Every message a shopper or a reseller reads about a coupon or an offer, written once: the platform answers them and
 * the tests (platform and Playwright) assert them. Money is whole rupees with Indian digit grouping.
 */

export const rupeeText = (rupees: number) => `₹${rupees.toLocaleString('en-IN')}`;

const INDIA_DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** 'YYYY-MM-DD' (an India day) as "30 Nov 2026". */
export const dayText = (day: string) => INDIA_DAY.format(new Date(`${day}T00:00:00Z`)).replace(/,/g, '');

export const COUPON_NOT_VALID_MESSAGE = 'This coupon code is not valid.';
export const couponExpiredMessage = (endsOn: string) => `This coupon expired on ${dayText(endsOn)}.`;
export const couponNotStartedMessage = (startsOn: string) => `This coupon starts on ${dayText(startsOn)}.`;
export const COUPON_USED_UP_MESSAGE = 'This coupon has been used up.';
export const COUPON_ALREADY_USED_MESSAGE = 'You have already used this coupon.';
export const COUPON_FIRST_ORDER_MESSAGE = 'This coupon is for your first order only.';
export const couponMinimumMessage = (shortRupees: number, code: string) => `Add ${rupeeText(shortRupees)} more to use ${code}`;
export const COUPON_NOT_FOR_ITEMS_MESSAGE = 'This coupon is not valid for the items in your cart.';
export const couponAppliedMessage = (code: string, savingRupees: number) => `${code} applied: you save ${rupeeText(savingRupees)}`;
/** Added to the applied message when the margin floor cut the saving. */
export const MARGIN_CAPPED_NOTE = 'Capped at your margin on some items';
/** Signing in is needed for a coupon's per-shopper rules; the price call says so instead of guessing. */
export const COUPON_SIGN_IN_NOTE = 'Sign in to use this coupon.';

/** The console's margin note on a coupon that some products would take below the supplier's price. */
export const COUPON_MARGIN_NOTE = "Capped at your margin on items that sell close to the supplier's price";

export const COUPON_SAVED_MESSAGE = 'Coupon saved.';
export const COUPON_DELETED_MESSAGE = 'Coupon deleted.';
export const couponArchivedMessage = (orders: number) => `Coupon archived: its ${orders} ${orders === 1 ? 'order keeps' : 'orders keep'} it.`;
export const couponStatusMessage = (code: string, status: 'active' | 'paused') => `${code} is ${status === 'active' ? 'active again' : 'paused'}.`;
export const COUPON_CODE_TAKEN_MESSAGE = 'This shop already has a coupon with this code.';
export const COUPON_NOT_FOUND_MESSAGE = 'Coupon not found.';
export const percentBelowSupplierMessage = (bestPercent: number) =>
  `This coupon would sell every product it covers below the supplier's price: you earn at most ${bestPercent}% of the price on any of them.`;
export const flatBelowSupplierMessage = (bestRupees: number) =>
  `This coupon would sell every product it covers below the supplier's price: on the smallest cart it accepts you earn at most ${rupeeText(bestRupees)}.`;
export const NO_PRODUCTS_COVERED_MESSAGE = 'This coupon covers no product the shop sells: choose other categories or products.';

export const OFFER_SAVED_MESSAGE = 'Offer saved.';
export const OFFER_DELETED_MESSAGE = 'Offer deleted.';
export const OFFER_NOT_FOUND_MESSAGE = 'Offer not found.';
export const MAX_ACTIVE_OFFERS = 3;
export const TOO_MANY_OFFERS_MESSAGE = `At most ${MAX_ACTIVE_OFFERS} automatic offers can be active at a time: pause one first.`;
export const offerStatusMessage = (status: 'active' | 'paused') => (status === 'active' ? 'Offer active again.' : 'Offer paused.');
export const onlineDiscountSavedMessage = (percent: number) =>
  percent === 0 ? 'Paying online now has no discount.' : `Paying online now saves ${percent}%.`;

/** The cart's hint toward an automatic offer. */
export const itemsOfferHint = (moreItems: number, percent: number) =>
  `Add ${moreItems} more ${moreItems === 1 ? 'item' : 'items'} to save ${percent}%`;
export const spendOfferHint = (shortRupees: number, flatRupees: number) => `Add ${rupeeText(shortRupees)} more to save ${rupeeText(flatRupees)}`;
