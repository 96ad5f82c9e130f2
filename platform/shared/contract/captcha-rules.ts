// Plain constants, no zod: the checkout's client bundle imports these, and the schemas (captcha.ts) would come with them.

export const CAPTCHA_MINUTES = 10;
/** The spec's message for a captcha that does not match (section 5), from the browser and from the platform alike. */
export const CAPTCHA_MESSAGE = 'Invalid Captcha. Please try again.';
/** The field a refused captcha is reported against, so the checkout shows the message by the captcha. */
export const CAPTCHA_FIELD = 'captcha_code';
