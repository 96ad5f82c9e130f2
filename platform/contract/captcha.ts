import { z } from 'zod';
import { statusTrue } from './common';

/**
 * Extension: POST /api/New_Captcha (bearer; no body). A cash-on-delivery confirmation code issued by the platform:
 * the checkout shows `code`, and insert_Customer_Order (COD) sends back `captcha_id` with the code the shopper typed.
 * Each code is good for one order, for CAPTCHA_MINUTES, in the shop that issued it.
 */
export const newCaptchaAnswer = z.object({
  status: statusTrue,
  data: z.array(
    z.object({
      captcha_id: z.string(),
      code: z.string().regex(/^[0-9]{4}$/),
      /** Seconds the code stays valid. */
      expires_in: z.number().int().positive(),
    }),
  ),
});

export const CAPTCHA_MINUTES = 10;
/** The spec's message for a captcha that does not match (section 5), from the browser and from the platform alike. */
export const CAPTCHA_MESSAGE = 'Invalid Captcha. Please try again.';
/** The field a refused captcha is reported against, so the checkout shows the message by the captcha. */
export const CAPTCHA_FIELD = 'captcha_code';
