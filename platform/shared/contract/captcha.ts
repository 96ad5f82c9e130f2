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

export { CAPTCHA_FIELD, CAPTCHA_MESSAGE, CAPTCHA_MINUTES } from './captcha-rules';
