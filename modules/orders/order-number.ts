import { z } from 'zod';
import { ORDER_NUMBER_MAX } from '@/platform/orders/contract/orders';

/** An order number as a URL may carry it (?order=…); anything else cannot be one of the shopper's orders. */
export const orderNumberParam = z
  .string()
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9-]{1,${ORDER_NUMBER_MAX}}$`));
