import { z } from 'zod';
import { address } from '../../customers/contract/addresses';
import { id, statusTrue, text } from '../../shared/contract/common';
import { orderAmountsWire } from './order-amounts';
import { shopperLanguage } from '../../shared/contract/language';

export const PAYMENT_MODES = ['COD', 'ONLINE'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** Statuses an order line moves through (CoOrderStatus). */
export const ORDER_STATUSES = ['Payment Pending', 'Awaiting Confirmation', 'Confirmed', 'Packed', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** A cash-on-delivery order the shopper (by a code) or the shop (by a call) has still to confirm; it holds its stock. */
export const AWAITING_CONFIRMATION: OrderStatus = 'Awaiting Confirmation';
/** How a shopper-facing screen names the status. */
export const AWAITING_CONFIRMATION_LABEL = 'Awaiting confirmation';
/** A line may be cancelled while it is in one of these. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['Payment Pending', 'Awaiting Confirmation', 'Confirmed'];

/** One entry of insert_Customer_Order's `orders`: asinid is the product id, productcode its ASIN. */
export const orderLineRequest = z.object({
  asinid: id,
  quantity: z.coerce.number().int().min(1).max(99),
  productcode: text(100),
  /** Extension: the chosen size; when absent, the size of this product in the shopper's cart, else the only one. */
  size: text(40).optional(),
  /** Extension: the chosen colour. */
  color: text(40).optional(),
});

/** POST /api/insert_Customer_Order; send the Idempotency-Key header to make a retry safe. */
export const insertOrderRequest = z.object({
  addressid: id,
  coupan_Code: text(40).default(''),
  paymentmode: z.enum(PAYMENT_MODES, { error: "must be 'COD' or 'ONLINE'" }),
  orders: z.array(orderLineRequest).min(1, 'must hold at least one item').max(100),
  /**
   * Extension, optional (the spec's wire has no captcha): the id of a New_Captcha code… The platform checks it only
   * when sent (COD); an order without one is accepted and confirmed as the shop's COD confirmation says.
   */
  captcha_id: text(100).optional(),
  /** …and the code the shopper typed. Ignored for ONLINE orders. */
  captcha_code: text(10).optional(),
  /** Extension: the language of the shopper's page; the order keeps it and its mails and texts are written in it. */
  language: shopperLanguage.default('en'),
});
export type InsertOrderRequest = z.infer<typeof insertOrderRequest>;

/** What the payment dialog needs to collect an online payment (Razorpay's checkout options). */
export const paymentRequestWire = z.object({
  /** Razorpay order id (order_…). */
  ORDERID: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  /** Public key id the checkout script needs. */
  key: z.string(),
  /** 'razorpay' with real keys, 'test' with the offline test gateway. */
  gateway: z.enum(['razorpay', 'test']),
  /** Where the checkout script loads from. */
  script_url: z.string(),
});

/** `amounts` (extension): the order's money as stored with it; an ONLINE order's `amount` is its total in paise. */
const placedOrder = z.object({ CoOrderID: z.string(), amounts: orderAmountsWire });
/**
 * How a COD order is being confirmed (extension): 'code' (the platform texted the shopper a 6-digit code, already sent
 * when the order answers: Confirm_Order_Code), 'call' (the shop will call), 'none' (Confirmed at once).
 */
export const COD_CONFIRMATIONS = ['code', 'call', 'none'] as const;
export type CodConfirmationWire = (typeof COD_CONFIRMATIONS)[number];
export const insertOrderAnswer = z.object({
  status: statusTrue,
  message: z.string(),
  data: z.discriminatedUnion('paymentmode', [
    placedOrder.extend({
      paymentmode: z.literal('COD'),
      confirmation: z.enum(COD_CONFIRMATIONS).optional(),
      /** For 'code' and 'call': the shopper's phone with its middle hidden, "98•••••210". */
      phone_hint: z.string().optional(),
    }),
    placedOrder.extend({ paymentmode: z.literal('ONLINE'), ...paymentRequestWire.shape }),
  ]),
});
export type InsertOrderAnswer = z.infer<typeof insertOrderAnswer>;

/** POST /api/order_final. */
export const orderFinalRequest = z.object({
  razorpay_payment_id: text(100).min(1, 'is required'),
  razorpay_order_id: text(100).min(1, 'is required'),
  razorpay_signature: text(200).min(1, 'is required'),
});
export const orderFinalAnswer = z.object({ status: statusTrue, message: z.string(), data: z.object({ CoOrderID: z.string() }) });
export const PAYMENT_VERIFICATION_FAILED = 'Payment verification failed.';

export const PAYMENT_STATUSES = ['NOT_REQUIRED', 'PENDING', 'PAID', 'FAILED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A line of GET /api/Get_OrderDetails. StandardPrice is the list price of one unit, CoTotalPrice the line's price
 * after the T-shirt offer with its delivery. Extensions: CoOrderItemID, CoOrderDate, CoPaymentStatus, CoCancellable,
 * CoRefundAmount, CoProductID, and how the line's price was reached (CoItemsPrice = StandardPrice × CoQuantity,
 * CoOfferDiscount, CoDeliveryCharge, CoAutoOfferDiscount, CoCouponDiscount, CoOnlineDiscount, CoLineAmount = what the line costs), CoCancelRefund (what
 * cancelling it now would refund), CoCancelOptions (while it can be cancelled: for each number of its units, what
 * cancelling them takes off the order and refunds) and CoOrderAmounts (its order's figures).
 */
/** Extension: what cancelling `units` of a line takes off its order's total (`amount`) and gives back (`refund`). */
export const cancelOption = z.object({ units: z.number().int(), amount: z.number().int(), refund: z.number().int() });

export const orderDetailLine = z.object({
  CoOrderID: z.string(),
  ASIN: z.string(),
  CoProduct: z.string(),
  CoSmallImage: z.string(),
  CoSize: z.string(),
  CoOrderStatus: z.enum(ORDER_STATUSES),
  StandardPrice: z.number().int(),
  CoQuantity: z.number().int(),
  CoPaymentMode: z.enum(PAYMENT_MODES),
  CoDescription: z.string(),
  ItemCondition: z.string(),
  CoTotalPrice: z.number().int(),
  CoOrderItemID: z.number().int(),
  CoProductID: z.number().int(),
  CoOrderDate: z.string(),
  CoPaymentStatus: z.enum(PAYMENT_STATUSES),
  CoCancellable: z.boolean(),
  CoRefundAmount: z.number().int(),
  CoItemsPrice: z.number().int(),
  CoOfferDiscount: z.number().int(),
  CoDeliveryCharge: z.number().int(),
  CoOnlineDiscount: z.number().int(),
  /** The line's share of the automatic offer and of the coupon (extensions). */
  CoAutoOfferDiscount: z.number().int(),
  CoCouponDiscount: z.number().int(),
  CoLineAmount: z.number().int(),
  CoCancelRefund: z.number().int(),
  CoCancelOptions: z.array(cancelOption),
  CoOrderAmounts: orderAmountsWire,
  /** Extension: the day delivery was promised for when the order was placed ('YYYY-MM-DD'); null when none was. */
  CoDeliveryBy: z.string().nullable(),
  /** While the order is Awaiting Confirmation: when it will be cancelled if not confirmed (ISO), and how it is confirmed. */
  CoConfirmBy: z.string().nullable().optional(),
  CoConfirmation: z.enum(['code', 'call']).nullable().optional(),
});
export type OrderDetailLineWire = z.infer<typeof orderDetailLine>;
export const orderDetailsAnswer = z.object({ status: statusTrue, data: z.array(orderDetailLine) });

/** The reasons of the cancellation form, exactly as written. */
export const CANCELLATION_REASONS = [
  'Incorrect size ordered',
  'Product not required anymore',
  'Cash Issue',
  'Ordered By Mistake',
  'Wants to change style/color',
  'Delayed Delivery Cancellation',
  'Duplicate Order',
] as const;
export const CANCELLATION_COMMENT_MIN = 10;

/**
 * Extension: POST /api/Cancel_Order_Item cancels one line before it ships, restocks it and records why; with
 * `quantity` (fewer than the line's units), only that many of its units: they move to a cancelled line of their own
 * and the line keeps the rest, each with its share of the line's money.
 */
export const cancelOrderRequest = z.object({
  order_item_id: id,
  reason: z.enum(CANCELLATION_REASONS, { error: 'Please select a reason for cancellation.' }),
  comment: z.string().trim().min(CANCELLATION_COMMENT_MIN, 'Please enter at least 10 characters in the comments.').max(1000),
  quantity: z.coerce.number('Choose how many to cancel.').int('Choose how many to cancel.').min(1, 'Choose how many to cancel.').max(99).optional(),
});
/**
 * `CoOrderItemID` (extension) is the cancelled line: order_item_id itself, or the new line holding the cancelled
 * units; `amounts` (extension) the order's figures after the cancellation.
 */
export const cancelOrderAnswer = z.object({
  status: statusTrue,
  message: z.string(),
  data: z.object({
    CoOrderID: z.string(),
    refund_amount: z.number().int(),
    CoOrderItemID: z.number().int(),
    cancelled_units: z.number().int(),
    amounts: orderAmountsWire,
  }),
});
export type CancelOrderAnswer = z.infer<typeof cancelOrderAnswer>;
/** Cancel_Order_Item's message for part of a line's units (the whole line: the spec's '1 Item is cancelled'). */
export const unitsCancelledMessage = (units: number, of: number) => `${units} of ${of} units are cancelled`;
export const TOO_MANY_UNITS_MESSAGE = 'You cannot cancel more units than you ordered.';
export const NOT_CANCELLABLE_MESSAGE = 'This item can no longer be cancelled because it has already shipped.';
export const ALREADY_CANCELLED_MESSAGE = 'This item is already cancelled.';

/** Extension: GET /api/Get_OrderTracking?order_id=… (CoOrderID): the order's status history, oldest first. */
export const orderTrackingAnswer = z.object({
  status: statusTrue,
  data: z.object({
    CoOrderID: z.string(),
    CoPaymentMode: z.enum(PAYMENT_MODES),
    CoPaymentStatus: z.enum(PAYMENT_STATUSES),
    amounts: orderAmountsWire,
    placed_at: z.string(),
    events: z.array(z.object({ status: z.string(), note: z.string(), at: z.string(), item: z.string().optional() })),
    /** Once the shop has shipped it: the courier and its tracking number. */
    courier_name: z.string().optional(),
    tracking_number: z.string().optional(),
    /** The day delivery was promised for when the order was placed ('YYYY-MM-DD'); null when none was. */
    delivery_by: z.string().nullable(),
  }),
});

/** Extension: POST /api/Retry_Order_Payment re-opens payment for an unpaid online order. */
export const retryPaymentRequest = z.object({ CoOrderID: text(40).min(1, 'is required') });
export const retryPaymentAnswer = z.object({ status: statusTrue, message: z.string(), data: paymentRequestWire });

/** The delivery address an order keeps (a copy, so editing the address book later does not change the order). */
export const orderAddressWire = address.omit({ id: true });

/** Extension: GET /api/Get_Order?order_id=… (CoOrderID): one of the shopper's orders, its address, amounts and lines; 404 for anyone else's. */
export const orderAnswer = z.object({
  status: statusTrue,
  data: z.object({
    CoOrderID: z.string(),
    CoOrderDate: z.string(),
    CoPaymentMode: z.enum(PAYMENT_MODES),
    CoPaymentStatus: z.enum(PAYMENT_STATUSES),
    address: orderAddressWire,
    amounts: orderAmountsWire,
    lines: z.array(orderDetailLine),
  }),
});
export const ORDER_NUMBER_MAX = 40;

/** ?order_id=… of the order calls (Get_Order, Get_OrderTracking). */
export const orderNumberQuery = z.object({
  order_id: z.string().trim().min(1, 'is required').max(ORDER_NUMBER_MAX, `must be at most ${ORDER_NUMBER_MAX} characters`),
});
