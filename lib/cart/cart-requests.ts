import { z } from 'zod';
import { MAX_CART_LINES, MAX_LINE_UNITS } from '@/platform/contract/cart-limits';

/** Bodies of the storefront's /store/cart handlers. Money never travels: the platform prices every line. */
const productId = z.number().int().positive().max(2_147_483_647);
const size = z.string().max(40);

export const saveLinesRequest = z.object({
  lines: z
    .array(
      z.object({
        productId,
        size: size.default(''),
        /** 0 removes the line. */
        units: z.number().int().min(0).max(MAX_LINE_UNITS),
        colour: z.string().max(40).optional(),
      }),
    )
    .min(1, 'must hold at least one line')
    .max(MAX_CART_LINES),
});
export type SaveLinesRequest = z.infer<typeof saveLinesRequest>;

export const deleteLineRequest = z.object({ productId, size: size.default('') });
export type DeleteLineRequest = z.infer<typeof deleteLineRequest>;

/** The ids query of /store/products: '1,2,3'. */
export const productIdsQuery = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10})*$/, 'must be a comma-separated list of product ids')
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .pipe(z.array(productId).max(MAX_CART_LINES, `must name at most ${MAX_CART_LINES} products`));
