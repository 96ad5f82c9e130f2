/**
 * The customer answers' fixed messages (the specs' wording), apart from the zod schemas that send them
 * (auth.ts, addresses.ts, shops/contract/shop-settings.ts), so the storefront's browser code can name them (the Hindi
 * message maps, modules/account/platform-messages.ts) without bringing zod into the page.
 */
export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists. Please sign in instead.';
export const WRONG_OLD_PASSWORD_MESSAGE = 'Old password is incorrect.';
export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for this email, a reset link has been sent to it.';
export const RESET_LINK_INVALID_MESSAGE = 'This reset link is invalid or has expired. Please request a new one.';
export const MOBILE_MESSAGE = 'Mobile number must be exactly 10 digits';
export const PINCODE_MESSAGE = 'Zip code must be exactly 6 digits';
export const REQUIRED_MESSAGE = 'This field is required';
export const PASSWORD_RESET_UNAVAILABLE_MESSAGE = 'Password reset by email is not available in this shop yet. Please contact the shop.';
/** The address form's email rule (lib/validation/address-form.ts). */
export const EMAIL_MESSAGE = 'Please enter a valid email address.';
