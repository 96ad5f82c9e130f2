import { call, consoleChanges } from '../../shared/contract/call';
import * as consoleBranding from './console-branding';
import * as consoleSections from './console-sections';

/** A console change of a home section, answered the same way. */
const sectionChange = consoleChanges(consoleSections.sectionChangeAnswer);

/** The console's calls for how the shop looks: its home sections, branding and banners. */
export const shopLookCalls = {
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
} as const;
