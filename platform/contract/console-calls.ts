import { call } from '../shared/contract/call';
import * as consoleAuth from '../shops/contract/console-auth';
import { catalogueCalls } from '../catalogue/contract/console-catalogue-calls';
import { shopLookCalls } from '../shops/contract/console-shop-look-calls';
import * as consoleDashboard from '../shops/contract/console-dashboard';
import * as consoleOrders from '../orders/contract/console-orders';
import * as consolePassword from '../shops/contract/console-password';
import * as consolePrices from '../pricing/contract/console-prices';
import { consoleOfferCalls } from '../offers/contract/offers-calls';
import { consoleDeliveryCalls } from '../delivery/contract/delivery-calls';
import { consoleCodCalls } from '../cod/contract/cod-calls';
import * as consoleTeam from '../shops/contract/console-team';

/** The reseller console's calls (/api/console/…), all this platform's own: a console session's token, never a shopper's. */
export const consoleCalls = {
  consoleSignIn: call({
    method: 'POST',
    path: '/api/console/sign_in',
    auth: 'none',
    body: 'json',
    request: consoleAuth.consoleSignInRequest,
    answer: consoleAuth.consoleSignInAnswer,
    extension: true,
  }),
  consoleMe: call({ method: 'GET', path: '/api/console/me', auth: 'console', body: 'none', answer: consoleAuth.consoleMeAnswer, extension: true }),
  consoleSignOut: call({
    method: 'POST',
    path: '/api/console/sign_out',
    auth: 'console',
    body: 'none',
    answer: consoleAuth.consoleSignOutAnswer,
    extension: true,
  }),

  /** The console's Orders (console-orders.ts): GET calls take their filters as query parameters. */
  consoleOrders: call({
    method: 'GET',
    path: '/api/console/orders',
    auth: 'console',
    body: 'none',
    request: consoleOrders.consoleOrdersQuery,
    answer: consoleOrders.consoleOrdersAnswer,
    extension: true,
  }),
  consoleOrder: call({
    method: 'GET',
    path: '/api/console/orders/detail',
    auth: 'console',
    body: 'none',
    request: consoleOrders.consoleOrderQuery,
    answer: consoleOrders.consoleOrderAnswer,
    extension: true,
  }),
  consoleOrderStatus: call({
    method: 'POST',
    path: '/api/console/orders/status',
    auth: 'console',
    body: 'json',
    request: consoleOrders.consoleOrderStatusRequest,
    answer: consoleOrders.consoleOrderStatusAnswer,
    extension: true,
  }),
  consoleCancelOrder: call({
    method: 'POST',
    path: '/api/console/orders/cancel',
    auth: 'console',
    body: 'json',
    request: consoleOrders.consoleCancelRequest,
    answer: consoleOrders.consoleCancelAnswer,
    extension: true,
  }),
  /** text/csv, not JSON: the storefront's export route passes the body on as it is. */
  consoleOrdersExport: call({
    method: 'GET',
    path: '/api/console/orders/export',
    auth: 'console',
    body: 'none',
    request: consoleOrders.consoleOrdersQuery,
    answer: consoleOrders.consoleOrdersExportAnswer,
    extension: true,
  }),

  consoleDashboard: call({
    method: 'GET',
    path: '/api/console/dashboard',
    auth: 'console',
    body: 'none',
    answer: consoleDashboard.consoleDashboardAnswer,
    extension: true,
  }),
  consoleLowStockThreshold: call({
    method: 'POST',
    path: '/api/console/dashboard/low_stock',
    auth: 'console',
    body: 'json',
    request: consoleDashboard.lowStockThresholdRequest,
    answer: consoleDashboard.lowStockThresholdAnswer,
    extension: true,
  }),

  consoleTeam: call({
    method: 'GET',
    path: '/api/console/team',
    auth: 'console',
    body: 'none',
    answer: consoleTeam.consoleTeamAnswer,
    extension: true,
  }),
  consoleTeamInvite: call({
    method: 'POST',
    path: '/api/console/team/invite',
    auth: 'console',
    body: 'json',
    request: consoleTeam.inviteRequest,
    answer: consoleTeam.teamChangeAnswer,
    extension: true,
  }),
  consoleTeamRemove: call({
    method: 'POST',
    path: '/api/console/team/remove',
    auth: 'console',
    body: 'json',
    request: consoleTeam.removeMemberRequest,
    answer: consoleTeam.teamChangeAnswer,
    extension: true,
  }),
  /** An invitation's or a reset's link (?token=): whose it is, before they choose a password. */
  consolePasswordLink: call({
    method: 'GET',
    path: '/api/console/password_link',
    auth: 'none',
    body: 'none',
    request: consoleTeam.passwordLinkQuery,
    answer: consoleTeam.passwordLinkAnswer,
    extension: true,
  }),
  consoleSetPassword: call({
    method: 'POST',
    path: '/api/console/set_password',
    auth: 'none',
    body: 'json',
    request: consoleTeam.setPasswordRequest,
    answer: consoleTeam.setPasswordAnswer,
    extension: true,
  }),
  /** The signed-in account's own password (console-password.ts); its other sessions end. */
  consolePasswordChange: call({
    method: 'POST',
    path: '/api/console/password',
    auth: 'console',
    body: 'json',
    request: consolePassword.consolePasswordChangeRequest,
    answer: consolePassword.consolePasswordChangeAnswer,
    extension: true,
  }),
  /** "Forgot password?": the same answer whether or not the email has an account. */
  consoleForgotPassword: call({
    method: 'POST',
    path: '/api/console/forgot_password',
    auth: 'none',
    body: 'json',
    request: consolePassword.consoleForgotPasswordRequest,
    answer: consolePassword.consoleForgotPasswordAnswer,
    extension: true,
  }),

  /** The console's prices (console-prices.ts): the markup, own prices per product, hidden products and categories. */
  consolePrices: call({
    method: 'GET',
    path: '/api/console/prices',
    auth: 'console',
    body: 'none',
    request: consolePrices.consolePricesRequest,
    answer: consolePrices.consolePricesAnswer,
    extension: true,
  }),
  consolePricesMarkup: call({
    method: 'POST',
    path: '/api/console/prices/markup',
    auth: 'console',
    body: 'json',
    request: consolePrices.consoleMarkupRequest,
    answer: consolePrices.consoleMarkupAnswer,
    extension: true,
  }),
  consolePricesProduct: call({
    method: 'POST',
    path: '/api/console/prices/product',
    auth: 'console',
    body: 'json',
    request: consolePrices.consoleProductPriceRequest,
    answer: consolePrices.consolePriceRowAnswer,
    extension: true,
  }),
  consolePricesProductHidden: call({
    method: 'POST',
    path: '/api/console/prices/product_hidden',
    auth: 'console',
    body: 'json',
    request: consolePrices.consoleProductHiddenRequest,
    answer: consolePrices.consolePriceRowAnswer,
    extension: true,
  }),
  consolePricesCategoryHidden: call({
    method: 'POST',
    path: '/api/console/prices/category_hidden',
    auth: 'console',
    body: 'json',
    request: consolePrices.consoleCategoryHiddenRequest,
    answer: consolePrices.consoleCategoryAnswer,
    extension: true,
  }),

  ...consoleOfferCalls,
  ...consoleDeliveryCalls,
  ...consoleCodCalls,
  ...shopLookCalls,
  ...catalogueCalls,
} as const;
