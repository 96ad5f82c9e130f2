import { z } from 'zod';
import { id } from '../../shared/contract/common';
import { productCard } from './catalogue';

/** The most products one lookup answers: a full cart (MAX_CART_LINES) or a long wishlist. */
export const MAX_LOOKUP_IDS = 200;

/**
 * Extension: POST /api/GetProductsByIds. Cards for the products a guest's cart, wishlist or recently viewed list
 * names by id (their cookies hold ids only), at the requesting reseller's prices.
 */
export const productsByIdsRequest = z.object({
  ids: z.array(id).min(1, 'must hold at least one id').max(MAX_LOOKUP_IDS, `must hold at most ${MAX_LOOKUP_IDS} ids`),
});

/** Active products only, in the order asked; unknown or withdrawn ids are left out, repeats answered once. */
export const productsByIdsAnswer = z.array(productCard);
