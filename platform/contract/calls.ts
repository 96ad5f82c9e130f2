import type { z } from 'zod';
import * as admin from './admin';
import * as addresses from './addresses';
import * as auth from './auth';
import * as branding from './branding';
import * as cacheTags from './cache-tags';
import * as captcha from './captcha';
import * as consoleAuth from './console-auth';
import * as consoleCatalogue from './console-catalogue';
import * as consoleBranding from './console-branding';
import * as consolePrices from './console-prices';
import * as consoleOrders from './console-orders';
import * as consoleDashboard from './console-dashboard';
import * as consoleSections from './console-sections';
import * as consoleTeam from './console-team';
import * as cart from './cart';
import * as catalogue from './catalogue';
import * as orders from './orders';
import * as payments from './payments';
import * as productLookup from './product-lookup';
import * as shopSettings from './shop-settings';

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  /** 'bearer': Authorization header with a token from /token; 'admin': X-Admin-Key; 'console': a console session's token. */
  auth: 'none' | 'bearer' | 'admin' | 'console';
  /** 'json' (default) or 'form' (application/x-www-form-urlencoded) or 'none'. */
  body: 'json' | 'form' | 'none' | 'raw';
  request?: z.ZodType;
  answer: z.ZodType;
  /** Not in the legacy API: added by this platform. */
  extension?: true;
}

const call = <C extends Call>(c: C) => c;

/** An operator's change of the catalogue tree: a JSON body, the whole tree answered. */
const treeChange = <P extends string, R extends z.ZodType>(path: P, request: R) =>
  call({ method: 'POST', path, auth: 'console', body: 'json', request, answer: consoleCatalogue.catalogueTreeAnswer, extension: true });

/** A console change of a home section: a JSON body, the shared answer. */
const sectionChange = <P extends string, R extends z.ZodType>(path: P, request: R) =>
  call({ method: 'POST', path, auth: 'console', body: 'json', request, answer: consoleSections.sectionChangeAnswer, extension: true });

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
  order: call({ method: 'GET', path: '/api/Get_Order', auth: 'bearer', body: 'none', answer: orders.orderAnswer, extension: true }),
  orderTracking: call({
    method: 'GET',
    path: '/api/Get_OrderTracking',
    auth: 'bearer',
    body: 'none',
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

  /** Home sections: GET the list or one (?id=), POST the changes; every change expires the shop's home page. */
  consoleSections: call({
    method: 'GET',
    path: '/api/console/sections',
    auth: 'console',
    body: 'none',
    answer: consoleSections.consoleSectionsAnswer,
    extension: true,
  }),
  consoleSection: call({
    method: 'GET',
    path: '/api/console/section',
    auth: 'console',
    body: 'none',
    request: consoleSections.sectionQuery,
    answer: consoleSections.consoleSectionAnswer,
    extension: true,
  }),
  consoleSectionCreate: sectionChange('/api/console/sections/create', consoleSections.sectionCreateRequest),
  consoleSectionRename: sectionChange('/api/console/sections/rename', consoleSections.sectionRenameRequest),
  consoleSectionMove: sectionChange('/api/console/sections/move', consoleSections.sectionMoveRequest),
  consoleSectionHide: sectionChange('/api/console/sections/hide', consoleSections.sectionHideRequest),
  consoleSectionDelete: sectionChange('/api/console/sections/delete', consoleSections.sectionDeleteRequest),
  consoleSectionSource: sectionChange('/api/console/sections/source', consoleSections.sectionSourceRequest),
  consoleSectionProducts: sectionChange('/api/console/sections/products', consoleSections.sectionProductsRequest),
  /** The product picker: active products of this shop by name or ASIN (?q=). */
  consoleProductSearch: call({
    method: 'GET',
    path: '/api/console/product_search',
    auth: 'console',
    body: 'none',
    request: consoleSections.productSearchQuery,
    answer: consoleSections.productSearchAnswer,
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
  /** The invited admin's link (?token=): whose it is, before they choose a password. */
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

  /** The console's branding and banners (console-branding.ts); uploads send the image's bytes as the body. */
  consoleBranding: call({
    method: 'GET',
    path: '/api/console/branding',
    auth: 'console',
    body: 'none',
    answer: consoleBranding.consoleBrandingAnswer,
    extension: true,
  }),
  consoleSaveBranding: call({
    method: 'POST',
    path: '/api/console/branding',
    auth: 'console',
    body: 'json',
    request: consoleBranding.consoleBrandingRequest,
    answer: consoleBranding.consoleBrandingSavedAnswer,
    extension: true,
  }),
  consoleUploadLogo: call({
    method: 'POST',
    path: '/api/console/branding/logo',
    auth: 'console',
    body: 'raw',
    request: consoleBranding.uploadBody,
    answer: consoleBranding.consoleBrandingSavedAnswer,
    extension: true,
  }),
  consoleUploadFavicon: call({
    method: 'POST',
    path: '/api/console/branding/favicon',
    auth: 'console',
    body: 'raw',
    request: consoleBranding.uploadBody,
    answer: consoleBranding.consoleBrandingSavedAnswer,
    extension: true,
  }),
  consoleStandardImage: call({
    method: 'POST',
    path: '/api/console/branding/standard_image',
    auth: 'console',
    body: 'json',
    request: consoleBranding.consoleStandardImageRequest,
    answer: consoleBranding.consoleBrandingSavedAnswer,
    extension: true,
  }),
  consoleBanners: call({
    method: 'GET',
    path: '/api/console/banners',
    auth: 'console',
    body: 'none',
    answer: consoleBranding.consoleBannersAnswer,
    extension: true,
  }),
  consoleUploadBanner: call({
    method: 'POST',
    path: '/api/console/banners/upload',
    auth: 'console',
    body: 'raw',
    request: consoleBranding.uploadBody,
    answer: consoleBranding.consoleBannersAnswer,
    extension: true,
  }),
  consoleUpdateBanner: call({
    method: 'POST',
    path: '/api/console/banners/update',
    auth: 'console',
    body: 'json',
    request: consoleBranding.consoleBannerUpdateRequest,
    answer: consoleBranding.consoleBannersAnswer,
    extension: true,
  }),
  consoleReorderBanners: call({
    method: 'POST',
    path: '/api/console/banners/reorder',
    auth: 'console',
    body: 'json',
    request: consoleBranding.consoleBannerReorderRequest,
    answer: consoleBranding.consoleBannersAnswer,
    extension: true,
  }),
  consoleRemoveBanner: call({
    method: 'POST',
    path: '/api/console/banners/remove',
    auth: 'console',
    body: 'json',
    request: consoleBranding.consoleBannerRemoveRequest,
    answer: consoleBranding.consoleBannersAnswer,
    extension: true,
  }),

  /** The operators' catalogue (console-catalogue.ts): operators only; GET calls take their filters as query parameters. */
  consoleCatalogueProducts: call({
    method: 'GET',
    path: '/api/console/catalogue/products',
    auth: 'console',
    body: 'none',
    request: consoleCatalogue.catalogueListQuery,
    answer: consoleCatalogue.catalogueListAnswer,
    extension: true,
  }),
  consoleCatalogueProduct: call({
    method: 'GET',
    path: '/api/console/catalogue/products/detail',
    auth: 'console',
    body: 'none',
    request: consoleCatalogue.catalogueProductQuery,
    answer: consoleCatalogue.catalogueProductAnswer,
    extension: true,
  }),
  consoleCatalogueCreate: call({
    method: 'POST',
    path: '/api/console/catalogue/products/create',
    auth: 'console',
    body: 'json',
    request: consoleCatalogue.catalogueCreateRequest,
    answer: consoleCatalogue.catalogueProductAnswer,
    extension: true,
  }),
  consoleCatalogueUpdate: call({
    method: 'POST',
    path: '/api/console/catalogue/products/update',
    auth: 'console',
    body: 'json',
    request: consoleCatalogue.catalogueUpdateRequest,
    answer: consoleCatalogue.catalogueProductAnswer,
    extension: true,
  }),
  consoleCatalogueArchive: call({
    method: 'POST',
    path: '/api/console/catalogue/products/archive',
    auth: 'console',
    body: 'json',
    request: consoleCatalogue.catalogueArchiveRequest,
    answer: consoleCatalogue.catalogueProductAnswer,
    extension: true,
  }),
  consoleCatalogueStock: call({
    method: 'POST',
    path: '/api/console/catalogue/stock',
    auth: 'console',
    body: 'json',
    request: consoleCatalogue.catalogueStockRequest,
    answer: consoleCatalogue.catalogueProductAnswer,
    extension: true,
  }),
  consoleCatalogueTree: call({
    method: 'GET',
    path: '/api/console/catalogue/tree',
    auth: 'console',
    body: 'none',
    answer: consoleCatalogue.catalogueTreeAnswer,
    extension: true,
  }),
  consoleCatalogueTreeAdd: treeChange('/api/console/catalogue/tree/add', consoleCatalogue.treeAddRequest),
  consoleCatalogueTreeRename: treeChange('/api/console/catalogue/tree/rename', consoleCatalogue.treeRenameRequest),
  consoleCatalogueTreeTax: treeChange('/api/console/catalogue/tree/tax', consoleCatalogue.treeTaxRequest),
  consoleCatalogueTreeReorder: treeChange('/api/console/catalogue/tree/reorder', consoleCatalogue.treeReorderRequest),
  consoleCatalogueTreeMove: treeChange('/api/console/catalogue/tree/move', consoleCatalogue.treeMoveRequest),
  consoleCatalogueTreeDelete: treeChange('/api/console/catalogue/tree/delete', consoleCatalogue.treeDeleteRequest),
  /** The body is the CSV text itself (Content-Type text/csv), up to the platform's 8 MB body limit. */
  consoleCatalogueImportDryRun: call({
    method: 'POST',
    path: '/api/console/catalogue/import/dry_run',
    auth: 'console',
    body: 'raw',
    answer: consoleCatalogue.csvImportAnswer,
    extension: true,
  }),
  /** All or nothing: a file with problems answers 400 with them (csvImportRefusal) and changes nothing. */
  consoleCatalogueImportApply: call({
    method: 'POST',
    path: '/api/console/catalogue/import/apply',
    auth: 'console',
    body: 'raw',
    answer: consoleCatalogue.csvImportAnswer,
    extension: true,
  }),
  /** A product picture's bytes (raw body, 5 MB at most): answers its stored file name for `images`. */
  consoleCataloguePicture: call({
    method: 'POST',
    path: '/api/console/catalogue/pictures',
    auth: 'console',
    body: 'raw',
    request: consoleCatalogue.cataloguePictureBody,
    answer: consoleCatalogue.cataloguePictureAnswer,
    extension: true,
  }),
  /** A category's picture (raw body, 5 MB at most, ?id= the category): answers the tree. */
  consoleCatalogueTreePicture: call({
    method: 'POST',
    path: '/api/console/catalogue/tree/picture',
    auth: 'console',
    body: 'raw',
    request: consoleCatalogue.cataloguePictureBody,
    answer: consoleCatalogue.catalogueTreeAnswer,
    extension: true,
  }),
  /** text/csv: the whole catalogue, or the list's filters given as query parameters. */
  consoleCatalogueExport: call({
    method: 'GET',
    path: '/api/console/catalogue/export',
    auth: 'console',
    body: 'none',
    request: consoleCatalogue.catalogueListQuery,
    answer: consoleCatalogue.catalogueExportAnswer,
    extension: true,
  }),

  /** A stream of server-sent events, each `change` event's data one answer. */
  changes: call({ method: 'GET', path: cacheTags.CHANGES_PATH, auth: 'admin', body: 'none', answer: cacheTags.changeEvent, extension: true }),
} as const;

export type CallName = keyof typeof calls;
export type RequestOf<N extends CallName> = (typeof calls)[N] extends { request: z.ZodType } ? z.input<(typeof calls)[N]['request']> : never;
export type AnswerOf<N extends CallName> = z.infer<(typeof calls)[N]['answer']>;
