import type { PlatformContext } from '../shared/platform-context';
import { Problem } from '../shared/problem';
import { CONSOLE_ORDER_NOT_FOUND } from '../orders/contract/console-orders';
import { lockAwaitingOrder, markConfirmed } from './awaiting-orders';
import { CONFIRMED_BY_CALL_NOTE, NOT_AWAITING_CONFIRMATION_MESSAGE, orderConfirmedByShopMessage } from './contract/cod-messages';

/** POST /api/console/orders/confirm: the shop confirms an order Awaiting Confirmation (after calling the shopper). */
export async function confirmByShop(platform: Pick<PlatformContext, 'db'>, shopId: number, number: string, now = new Date()): Promise<string> {
  await platform.db.transaction(async (tx) => {
    const order = await lockAwaitingOrder(tx, shopId, number);
    if (!order) throw new Problem(404, CONSOLE_ORDER_NOT_FOUND, 'CoOrderID');
    if (!order.awaiting) throw new Problem(409, NOT_AWAITING_CONFIRMATION_MESSAGE, 'CoOrderID');
    await markConfirmed(tx, order.id, CONFIRMED_BY_CALL_NOTE, now);
  });
  return orderConfirmedByShopMessage(number);
}
