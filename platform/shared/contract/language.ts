import { z } from 'zod';

/**
 * Extension: the language the shopper reads the shop in ('en' at today's URLs, 'hi' under /hi/). Sent with the calls
 * that result in a mail or a text message (placing an order, asking for a password reset, asking for a new COD code),
 * so the shopper is written to in that language; absent means English, as every legacy client gets.
 */
export const SHOPPER_LANGUAGES = ['en', 'hi'] as const;
export type ShopperLanguage = (typeof SHOPPER_LANGUAGES)[number];

export const LANGUAGE_MESSAGE = "must be 'en' or 'hi'";

/** The field as it is on the wire: optional, one of SHOPPER_LANGUAGES. */
export const shopperLanguage = z.enum(SHOPPER_LANGUAGES, { error: LANGUAGE_MESSAGE });
