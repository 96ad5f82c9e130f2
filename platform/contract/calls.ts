import type { z } from 'zod';
import * as admin from '../catalogue/contract/admin';
import * as addresses from '../customers/contract/addresses';
import * as auth from '../customers/contract/auth';
import * as branding from '../shops/contract/branding';
import * as cacheTags from '../shared/contract/cache-tags';
import * as captcha from '../shared/contract/captcha';
import { call } from '../shared/contract/call';
import * as cart from '../cart/contract/cart';
import * as catalogue from '../catalogue/contract/catalogue';
import * as orders from '../orders/contract/orders';
import * as payments from '../orders/contract/payments';
import * as productLookup from '../catalogue/contract/product-lookup';
import * as searchSuggestions from '../catalogue/contract/search-suggestions';
import { consoleCalls } from './console-calls';
import { shopperOfferCalls } from '../offers/contract/offers-calls';
import { shopperDeliveryCalls } from '../delivery/contract/delivery-calls';
import { shopperCodCalls } from '../cod/contract/cod-calls';
import * as shopSettings from '../shops/contract/shop-settings';

export type { Call } from '../shared/contract/call';

/** Every call of the contract, by the name the storefront's client uses. */
export const calls = {
  token: call({ method: 'POST', path: '/token', auth: 'none', body: 'form', request: auth.tokenRequest, answer: auth.tokenAnswer }),
  insertCustomer: call({
    method: 'POST',
    path: '/api/insert_customer',
    auth: 'none',
    body: 'json',
    request: auth.insertCustomerRequest,
    answer: auth.insertCustomerAnswer,
  }),
  userProfile: call({ method: 'POST', path: '/api/User_profile', auth: 'bearer', body: 'none', answer: auth.userProfileAnswer }),
  passwordChange: call({
    method: 'POST',
    path: '/api/CustomerPasswordChange',
    auth: 'none',
    body: 'json',
    request: auth.passwordChangeRequest,
    answer: auth.passwordChangeAnswer,
  }),
  forgotPassword: call({
    method: 'POST',
    path: '/api/Forgot_Password',
    auth: 'none',
    body: 'json',
    request: auth.forgotPasswordRequest,
    answer: auth.forgotPasswordAnswer,
    extension: true,
  }),
  resetPassword: call({
    method: 'POST',
    path: '/api/Reset_Password',
    auth: 'none',
    body: 'json',
    request: auth.resetPasswordRequest,
    answer: auth.resetPasswordAnswer,
    extension: true,
  }),
  logout: call({ method: 'POST', path: '/api/Logout', auth: 'bearer', body: 'none', answer: auth.logoutAnswer, extension: true }),
  devMailbox: call({ method: 'GET', path: '/api/Dev_Mailbox', auth: 'none', body: 'none', answer: auth.devMailboxAnswer, extension: true }),

  theme: call({ method: 'POST', path: '/api/Get_Theme_Color', auth: 'none', body: 'none', answer: branding.themeAnswer }),
  resellerLogo: call({ method: 'GET', path: '/api/GetResellerLogo', auth: 'none', body: 'none', answer: branding.resellerLogoAnswer }),
  socialLinks: call({ method: 'GET', path: '/api/Social_media_links', auth: 'none', body: 'none', answer: branding.socialLinksAnswer }),
  banners: call({ method: 'GET', path: '/api/GetBannerImages', auth: 'none', body: 'none', answer: branding.bannersAnswer }),
  shopSettings: call({
    method: 'GET',
    path: '/api/Shop_Settings',
    auth: 'none',
    body: 'none',
    answer: shopSettings.shopSettingsAnswer,
    extension: true,
  }),

  groups: call({ method: 'POST', path: '/api/GetAllGroupWithCategory', auth: 'none', body: 'none', answer: catalogue.groupsAnswer }),
  categories: call({ method: 'POST', path: '/api/GetAllCategory', auth: 'none', body: 'none', answer: catalogue.categoriesAnswer }),
  homeHeaders: call({ method: 'GET', path: '/api/GetAllHeaderWithProduct', auth: 'none', body: 'none', answer: catalogue.homeHeadersAnswer }),
  productFilters: call({
    method: 'POST',
    path: '/api/GetAllProductFilters',
    auth: 'none',
    body: 'json',
    request: catalogue.productFiltersRequest,
    answer: catalogue.productFiltersAnswer,
  }),
  singleProduct: call({
    method: 'POST',
    path: '/api/GetSingleProductFilters',
    auth: 'none',
    body: 'json',
    request: catalogue.singleProductRequest,
    answer: catalogue.singleProductAnswer,
  }),
  productsByIds: call({
    method: 'POST',
    path: '/api/GetProductsByIds',
    auth: 'none',
    body: 'json',
    request: productLookup.productsByIdsRequest,
    answer: productLookup.productsByIdsAnswer,
    extension: true,
  }),
  searchSuggestions: call({
    method: 'GET',
    path: '/api/Search_Suggestions',
    auth: 'none',
    body: 'none',
    request: searchSuggestions.searchSuggestionsQuery,
    answer: searchSuggestions.searchSuggestionsAnswer,
    extension: true,
  }),
  productPage: call({
    method: 'POST',
    path: '/api/GetProductPage',
    auth: 'none',
    body: 'json',
    request: catalogue.productPageRequest,
    answer: catalogue.productPageAnswer,
    extension: true,
  }),

  cart: call({ method: 'POST', path: '/api/Add_to_cart1', auth: 'bearer', body: 'json', request: cart.cartRequest, answer: cart.cartAnswer }),
  cartDelete: call({
    method: 'POST',
    path: '/api/Delete_From_cart',
    auth: 'bearer',
    body: 'json',
    request: cart.cartDeleteRequest,
    answer: cart.cartDeleteAnswer,
  }),
  cartToCheckout: call({
    method: 'POST',
    path: '/api/cart_to_checkout',
    auth: 'bearer',
    body: 'json',
    request: cart.cartToCheckoutRequest,
    answer: cart.cartToCheckoutAnswer,
  }),

  /** Coupons and automatic offers (offers/contract/shopper-offers.ts). */
  ...shopperOfferCalls,
  /** Cash-on-delivery confirmation codes, the development SMS outbox and the admin clock (cod/contract/). */
  ...shopperCodCalls,

  /** Delivery dates and PIN codes (delivery/contract/check-pincode.ts). */
  ...shopperDeliveryCalls,

  addresses: call({ method: 'GET', path: '/api/Get_AllAddress', auth: 'bearer', body: 'none', answer: addresses.addressesAnswer }),
  insertAddress: call({
    method: 'POST',
    path: '/api/insert_Customer_add',
    auth: 'bearer',
    body: 'json',
    request: addresses.addressRequest,
    answer: addresses.insertAddressAnswer,
  }),
  updateAddress: call({
    method: 'POST',
    path: '/api/update_Customer_add',
    auth: 'bearer',
    body: 'json',
    request: addresses.updateAddressRequest,
    answer: addresses.updateAddressAnswer,
  }),
  deleteAddress: call({
    method: 'POST',
    path: '/api/delete_Customer_add',
    auth: 'bearer',
    body: 'json',
    request: addresses.deleteAddressRequest,
    answer: addresses.deleteAddressAnswer,
  }),

  insertOrder: call({
    method: 'POST',
    path: '/api/insert_Customer_Order',
    auth: 'bearer',
    body: 'json',
    request: orders.insertOrderRequest,
    answer: orders.insertOrderAnswer,
  }),
  newCaptcha: call({ method: 'POST', path: '/api/New_Captcha', auth: 'bearer', body: 'none', answer: captcha.newCaptchaAnswer, extension: true }),
  orderFinal: call({
    method: 'POST',
    path: '/api/order_final',
    auth: 'bearer',
    body: 'json',
    request: orders.orderFinalRequest,
    answer: orders.orderFinalAnswer,
  }),
  orderDetails: call({ method: 'GET', path: '/api/Get_OrderDetails', auth: 'bearer', body: 'none', answer: orders.orderDetailsAnswer }),
  cancelOrderItem: call({
    method: 'POST',
    path: '/api/Cancel_Order_Item',
    auth: 'bearer',
    body: 'json',
    request: orders.cancelOrderRequest,
    answer: orders.cancelOrderAnswer,
    extension: true,
  }),
  order: call({
    method: 'GET',
    path: '/api/Get_Order',
    auth: 'bearer',
    body: 'none',
    request: orders.orderNumberQuery,
    answer: orders.orderAnswer,
    extension: true,
  }),
  orderTracking: call({
    method: 'GET',
    path: '/api/Get_OrderTracking',
    auth: 'bearer',
    body: 'none',
    request: orders.orderNumberQuery,
    answer: orders.orderTrackingAnswer,
    extension: true,
  }),
  retryPayment: call({
    method: 'POST',
    path: '/api/Retry_Order_Payment',
    auth: 'bearer',
    body: 'json',
    request: orders.retryPaymentRequest,
    answer: orders.retryPaymentAnswer,
    extension: true,
  }),

  razorpayWebhook: call({
    method: 'POST',
    path: '/api/razorpay_webhook',
    auth: 'none',
    body: 'raw',
    request: payments.webhookEvent,
    answer: payments.webhookAnswer,
    extension: true,
  }),
  testGatewayPay: call({
    method: 'POST',
    path: '/api/test_gateway/pay',
    auth: 'none',
    body: 'json',
    request: payments.testGatewayPayRequest,
    answer: payments.testGatewayPayAnswer,
    extension: true,
  }),

  adminProduct: call({
    method: 'POST',
    path: '/api/admin/product',
    auth: 'admin',
    body: 'json',
    request: admin.adminProductRequest,
    answer: admin.adminAnswer,
    extension: true,
  }),
  adminBranding: call({
    method: 'POST',
    path: '/api/admin/branding',
    auth: 'admin',
    body: 'json',
    request: admin.adminBrandingRequest,
    answer: admin.adminAnswer,
    extension: true,
  }),
  adminOrderStatus: call({
    method: 'POST',
    path: '/api/admin/order_status',
    auth: 'admin',
    body: 'json',
    request: admin.adminOrderStatusRequest,
    answer: admin.adminAnswer,
    extension: true,
  }),

  ...consoleCalls,

  /** A stream of server-sent events, each `change` event's data one answer. */
  changes: call({ method: 'GET', path: cacheTags.CHANGES_PATH, auth: 'admin', body: 'none', answer: cacheTags.changeEvent, extension: true }),
} as const;

export type CallName = keyof typeof calls;
export type RequestOf<N extends CallName> = (typeof calls)[N] extends { request: z.ZodType } ? z.input<(typeof calls)[N]['request']> : never;
export type AnswerOf<N extends CallName> = z.infer<(typeof calls)[N]['answer']>;
