/** The session's cookies, named as the spec names them. */
export const TOKEN_COOKIE = 'user_token'; // httpOnly: browser JavaScript never sees the bearer token
export const NAME_COOKIE = 'user_name';
export const EMAIL_COOKIE = 'email';
export const MOBILE_COOKIE = 'mobile';
export const CART_COOKIE = 'cartItems';
export const WISHLIST_COOKIE = 'wishlistItems';
/** Lifetime of the cart, wishlist and profile cookies. */
export const COOKIE_DAYS = 7;
/** The coupon chosen for this visit (a shared link's or one applied in the cart): a session cookie, readable. */
export const COUPON_COOKIE = 'coupon';
