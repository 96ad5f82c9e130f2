import { call } from '../../shared/contract/call';
import * as adminExpiry from './admin-expiry';
import * as consoleCod from './console-cod';
import * as orderCodes from './order-codes';

/** The shopper's calls of the cod domain (order-codes.ts). */
export const shopperCodCalls = {
  sendOrderCode: call({
    method: 'POST',
    path: '/api/Send_Order_Code',
    auth: 'bearer',
    body: 'json',
    request: orderCodes.sendOrderCodeRequest,
    answer: orderCodes.sendOrderCodeAnswer,
    extension: true,
  }),
  confirmOrderCode: call({
    method: 'POST',
    path: '/api/Confirm_Order_Code',
    auth: 'bearer',
    body: 'json',
    request: orderCodes.confirmOrderCodeRequest,
    answer: orderCodes.confirmOrderCodeAnswer,
    extension: true,
  }),
  devOutbox: call({ method: 'GET', path: '/api/Dev_Outbox', auth: 'none', body: 'none', answer: orderCodes.devOutboxAnswer, extension: true }),
  adminExpireUnconfirmed: call({
    method: 'POST',
    path: '/api/admin/orders/expire-unconfirmed',
    auth: 'admin',
    body: 'json',
    request: adminExpiry.expireUnconfirmedRequest,
    answer: adminExpiry.expireUnconfirmedAnswer,
    extension: true,
  }),
} as const;

/** The console's cash-on-delivery settings and the confirmation of an awaiting order (console-cod.ts); owners and admins. */
export const consoleCodCalls = {
  consoleCodSettings: call({
    method: 'GET',
    path: '/api/console/cod-settings',
    auth: 'console',
    body: 'none',
    answer: consoleCod.codSettingsAnswer,
    extension: true,
  }),
  consoleCodSettingsSave: call({
    method: 'POST',
    path: '/api/console/cod-settings/save',
    auth: 'console',
    body: 'json',
    request: consoleCod.codSettingsSaveRequest,
    answer: consoleCod.codSettingsSaveAnswer,
    extension: true,
  }),
  consoleConfirmOrder: call({
    method: 'POST',
    path: '/api/console/orders/confirm',
    auth: 'console',
    body: 'json',
    request: consoleCod.consoleConfirmOrderRequest,
    answer: consoleCod.consoleConfirmOrderAnswer,
    extension: true,
  }),
} as const;
