import { z } from 'zod';
import { statusTrue, text } from '../../shared/contract/common';
import { ORDER_NUMBER_MAX } from '../../orders/contract/orders';

/**
 * POST /api/admin/orders/expire-unconfirmed (X-Admin-Key): a clock tests can move. Runs the expiry sweep as if it were
 * `as_of`: every awaiting order whose confirm-by time has passed by then is cancelled (only `CoOrderID` when given).
 */
export const expireUnconfirmedRequest = z.object({
  as_of: z.iso.datetime({ offset: true, error: 'Give as_of as an ISO date and time.' }),
  CoOrderID: text(ORDER_NUMBER_MAX).trim().min(1).optional(),
});
export const expireUnconfirmedAnswer = z.object({
  status: statusTrue,
  /** "1 order cancelled." */
  message: z.string(),
  data: z.object({ cancelled: z.array(z.string()) }),
});
