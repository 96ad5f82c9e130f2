/** Checkout messages of the spec's error catalogue. */
export const SESSION_EXPIRED_MESSAGE_TEXT = 'Session expired. Please log in again.';
export const PLACE_FAILED_MESSAGE = 'Failed to place the order, please try again.';
export const NO_ADDRESS_MESSAGE = 'Please select a delivery address.';
export const NO_ITEMS_MESSAGE = 'There are no items to order.';
export const SIGN_IN_TO_ORDER_MESSAGE = 'Please log in to place your order.';
