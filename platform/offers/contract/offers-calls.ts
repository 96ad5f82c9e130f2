import type { z } from 'zod';
import { call } from '../../shared/contract/call';
import * as consoleCoupons from './console-coupons';
import * as shopperOffers from './shopper-offers';

/** The shopper's calls of the offers domain (shopper-offers.ts). */
export const shopperOfferCalls = {
  priceCart: call({
    method: 'POST',
    path: '/api/Price_Cart',
    auth: 'none',
    body: 'json',
    request: shopperOffers.priceCartRequest,
    answer: shopperOffers.priceCartAnswer,
    extension: true,
  }),
  shopCoupons: call({
    method: 'GET',
    path: '/api/Shop_Coupons',
    auth: 'none',
    body: 'none',
    answer: shopperOffers.shopCouponsAnswer,
    extension: true,
  }),
  productOffer: call({
    method: 'GET',
    path: '/api/Product_Offer',
    auth: 'none',
    body: 'none',
    request: shopperOffers.productOfferQuery,
    answer: shopperOffers.productOfferAnswer,
    extension: true,
  }),
} as const;

const post = <P extends string, R extends z.ZodType, A extends z.ZodType>(path: P, request: R, answer: A) =>
  call({ method: 'POST', path, auth: 'console', body: 'json', request, answer, extension: true });

/** The console's coupons, automatic offers and online-payment discount (console-coupons.ts); owners and admins. */
export const consoleOfferCalls = {
  consoleCoupons: call({
    method: 'GET',
    path: '/api/console/coupons',
    auth: 'console',
    body: 'none',
    answer: consoleCoupons.consoleCouponsAnswer,
    extension: true,
  }),
  consoleCouponSave: post('/api/console/coupons/save', consoleCoupons.couponSaveRequest, consoleCoupons.couponAnswer),
  consoleCouponStatus: post('/api/console/coupons/status', consoleCoupons.couponStatusRequest, consoleCoupons.couponAnswer),
  consoleCouponDelete: post('/api/console/coupons/delete', consoleCoupons.couponDeleteRequest, consoleCoupons.couponDeleteAnswer),
  consoleOfferSave: post('/api/console/offers/save', consoleCoupons.offerSaveRequest, consoleCoupons.offerAnswer),
  consoleOfferStatus: post('/api/console/offers/status', consoleCoupons.offerStatusRequest, consoleCoupons.offerAnswer),
  consoleOfferDelete: post('/api/console/offers/delete', consoleCoupons.offerDeleteRequest, consoleCoupons.offerDeleteAnswer),
  consoleOnlineDiscount: post('/api/console/coupons/online-discount', consoleCoupons.onlineDiscountRequest, consoleCoupons.onlineDiscountAnswer),
} as const;
