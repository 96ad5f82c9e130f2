/**
 * The longest value, in characters, the platform takes in each field a shopper types. The contract's schemas are
 * built from these numbers and the storefront's inputs carry them as `maxLength`, so the two can never disagree.
 * Plain numbers without zod, so a form can import them without the schema library.
 */

export const EMAIL_MAX = 254;
/** The wire's ceiling for any password; the registration rules (8 to 16) are checked on top of it. */
export const PASSWORD_MAX_LENGTH = 128;

/** POST /token. */
export const SIGN_IN_LIMITS = { username: EMAIL_MAX, password: PASSWORD_MAX_LENGTH } as const;

/** POST /api/insert_customer. */
export const CUSTOMER_LIMITS = { firstname: 50, lastname: 50, email: EMAIL_MAX, mobileno: 20, password: PASSWORD_MAX_LENGTH } as const;

/** POST /api/insert_Customer_add and update_Customer_add (mobile and pin code are exact digit counts). */
export const ADDRESS_LIMITS = { name: 100, email: EMAIL_MAX, address1: 200, address2: 200, city: 100, district: 100 } as const;
export const MOBILE_DIGITS = 10;
export const PINCODE_DIGITS = 6;
