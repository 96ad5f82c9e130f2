import { call } from '../../shared/contract/call';
import * as checkPincode from './check-pincode';
import * as deliverySettings from './delivery-settings';

/** The shopper's calls of the delivery domain. */
export const shopperDeliveryCalls = {
  checkPincode: call({
    method: 'POST',
    path: '/api/Check_Pincode',
    auth: 'none',
    body: 'json',
    request: checkPincode.checkPincodeRequest,
    answer: checkPincode.checkPincodeAnswer,
    extension: true,
  }),
} as const;

/** The console's "Delivery dates" settings; owners and admins. */
export const consoleDeliveryCalls = {
  consoleDeliverySettings: call({
    method: 'GET',
    path: '/api/console/delivery-settings',
    auth: 'console',
    body: 'none',
    answer: deliverySettings.deliverySettingsAnswer,
    extension: true,
  }),
  consoleDeliverySettingsSave: call({
    method: 'POST',
    path: '/api/console/delivery-settings/save',
    auth: 'console',
    body: 'json',
    request: deliverySettings.deliverySettingsSaveRequest,
    answer: deliverySettings.deliverySettingsSaveAnswer,
    extension: true,
  }),
} as const;
