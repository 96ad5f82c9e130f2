/**
 * The storefront's own messages: what its /store/* handlers answer and what the screens that call them show, each
 * written once. The product specification's texts are kept word for word; the platform's own messages (in its
 * domains' contract/ folders) are not repeated here. Plain strings, safe for the browser.
 */

/** A token the platform no longer accepts, or none at all where a handler needs one (spec section 8). */
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.';
/** No token on a cart call or an address submit (spec section 8). */
export const TOKEN_MISSING_MESSAGE = 'User token is missing. Please log in again.';
/** A network failure, or a server error with nothing better to say (spec section 8). */
export const NETWORK_MESSAGE = 'An error occurred. Please try again later.';

// The body reader's refusals.
export const BODY_TOO_LARGE_MESSAGE = 'The request is too large.';
export const BAD_JSON_MESSAGE = 'The request body must be valid JSON.';
export const INVALID_REQUEST_MESSAGE = 'Invalid request.';

// Account.
export const SIGN_IN_FAILED_MESSAGE = 'Invalid email or password. Please try again.';
export const LOGIN_SUCCESSFUL_MESSAGE = 'Login Successful';
export const SIGNED_OUT_MESSAGE = 'Signed out.';
export const PROFILE_FAILED_MESSAGE = 'Failed to fetch user data.';
export const REGISTRATION_SUCCESSFUL_MESSAGE = 'Registration successful!';
export const REGISTRATION_FAILED_MESSAGE = 'Registration failed. Please try again.';
export const PASSWORD_CHANGE_FAILED_MESSAGE = 'Failed to update password.';
export const ADDRESSES_FAILED_MESSAGE = 'Failed to load your addresses.';
export const ADDRESS_SUBMIT_FAILED_MESSAGE = 'Error submitting address. Please try again.';
export const ADDRESS_UPDATE_FAILED_MESSAGE = 'Error updating address. Please try again.';
export const ADDRESS_DELETE_FAILED_MESSAGE = 'Failed to delete the address.';

// Cart, product lookups, Buy Now and checkout.
export const PRODUCTS_FAILED_MESSAGE = 'Failed to load products. Please try again later.';
export const SUGGESTIONS_FAILED_MESSAGE = 'Suggestions are not available right now.';
export const BUY_NOW_FAILED_MESSAGE = 'Something went wrong. Please try again.';
export const BUY_NOW_OFFLINE_MESSAGE = 'Failed to process your request. Please try again.';
export const SUMMARY_FAILED_MESSAGE = 'Failed to load your order summary. Please try again.';
export const CAPTCHA_FAILED_MESSAGE = 'The confirmation code could not be loaded. Please try again.';
export const PLACE_FAILED_MESSAGE = 'Failed to place the order, please try again.';
export const NO_ADDRESS_MESSAGE = 'Please select a delivery address.';
export const NO_ITEMS_MESSAGE = 'There are no items to order.';
export const SIGN_IN_TO_ORDER_MESSAGE = 'Please log in to place your order.';
export const PAYMENT_RESULT_FAILED_MESSAGE = 'There was an issue processing your order. Please try again.';
export const PAYMENT_RETRY_FAILED_MESSAGE = 'The payment could not be restarted. Please try again.';

// Orders.
export const ORDERS_FAILED_MESSAGE = 'An error occurred while fetching orders.';
export const ORDER_FAILED_MESSAGE = 'The order could not be loaded. Please try again.';
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found.';
export const TRACKING_FAILED_MESSAGE = 'Tracking details could not be loaded. Please try again.';
export const ORDER_CODE_FAILED_MESSAGE = 'The code could not be checked or sent. Please try again.';
export const CANCEL_FAILED_MESSAGE = 'The item could not be cancelled. Please try again.';

// Coupons and offers.
export const PRICE_FAILED_MESSAGE = 'The prices could not be checked. Please try again.';
export const OFFERS_FAILED_MESSAGE = 'The offers could not be loaded.';
export const COUPON_REQUIRED_MESSAGE = 'Please enter a coupon code.';

// Delivery.
export const DELIVERY_CHECK_FAILED_MESSAGE = 'Delivery could not be checked. Please try again.';
