import { z } from 'zod';
import {
  corporateOrderStatuses,
  corporatePaymentStatuses,
  paymentLinkStates,
  paymentModes,
  refundStatuses,
} from '../domain/statuses';
import { billingDetailsDtoSchema, billingDetailsSchema } from './billing-details';
import { calendarDate } from './reservation';
import { MAX_INT32, safeText } from './safe-input';

// Zod only (docs/decisions/001): the corporate cart, the delivery form, checkout and the staff
// orders screen share these schemas with /api/corporate-orders.

import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '../corporate-order-limits';

export { MAX_LINE_QUANTITY, MAX_ORDER_LINES };

export const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;

/**
 * The times a buyer picks a delivery from: every half hour from 11:00 AM to 9:00 PM, written as
 * the field has always carried them ('3:00 PM'). The field itself stays free text, so an order
 * sent with another time (an older page, the API) is still taken.
 */
export const DELIVERY_TIMES: readonly string[] = Array.from({ length: 21 }, (_, i) => {
  const minutes = 11 * 60 + i * 30;
  const hour24 = Math.floor(minutes / 60);
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const suffix = hour24 < 12 ? 'AM' : 'PM';
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
});

/** The delivery form: who receives the food, where and when. */
export const deliveryDetailsSchema = z.object({
  /** The contact person; also the company name unless one is given. */
  name: safeText(100, { required: 'Name must be at least 2 characters' })
    .trim()
    .min(2, 'Name must be at least 2 characters'),
  companyName: safeText(120).trim().optional(),
  contactNumber: safeText(20, { required: 'Contact number must be at least 10 digits' })
    .trim()
    .min(10, 'Contact number must be at least 10 digits')
    .refine((v) => /^\+?[\d\s()-]+$/.test(v) && v.replace(/\D/g, '').length >= 10, {
      message: 'Contact number must be at least 10 digits',
    }),
  email: safeText(200, { required: 'Please enter a valid email address' })
    .trim()
    .email('Please enter a valid email address'),
  deliveryAddress: safeText(500, {
    multiline: true,
    required: 'Address must be at least 10 characters',
  })
    .trim()
    .min(10, 'Address must be at least 10 characters'),
  deliveryDate: calendarDate('Please select a delivery date'),
  /** Free text as the buyer writes it, e.g. '3:00 PM'. */
  deliveryTime: safeText(40, { required: 'Please select a delivery time' })
    .trim()
    .min(1, 'Please select a delivery time'),
  specialInstructions: safeText(1000, { multiline: true }).trim().optional(),
});
export type DeliveryDetailsInput = z.input<typeof deliveryDetailsSchema>;
export type DeliveryDetails = z.output<typeof deliveryDetailsSchema>;

/** One cart line as checkout sends it; `price` is the whole-rupee price the buyer saw. */
export const checkoutLineSchema = z.object({
  itemId: z
    .number({ error: 'Unknown menu item' })
    .int('Unknown menu item')
    .min(1, 'Unknown menu item')
    .max(MAX_INT32, 'Unknown menu item'),
  name: safeText(120).optional(),
  price: z
    .number({ error: 'Invalid price' })
    .int('Invalid price')
    .min(0, 'Invalid price')
    .max(MAX_INT32, 'Invalid price'),
  quantity: z
    .number({ error: QUANTITY_MESSAGE })
    .int(QUANTITY_MESSAGE)
    .min(1, QUANTITY_MESSAGE)
    .max(MAX_LINE_QUANTITY, QUANTITY_MESSAGE),
});
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

export const ACCOUNTS_EMAIL_MESSAGE = "Enter your accounts team's e-mail address";

/**
 * POST /api/corporate-orders/create. The server prices the order from its own menu and refuses
 * a cart whose prices or total differ from that (409), so nothing the client sends sets an amount.
 */
export const createCorporateOrderSchema = z
  .object({
    items: z
      .array(checkoutLineSchema, { error: 'Your cart is empty' })
      .min(1, 'Your cart is empty')
      .max(MAX_ORDER_LINES, `An order can hold at most ${MAX_ORDER_LINES} different items`)
      .refine((lines) => new Set(lines.map((l) => l.itemId)).size === lines.length, {
        message: 'Each item may appear only once in the cart',
      }),
    /** Paise, including GST, as the buyer saw it. */
    totalAmount: z
      .number({ error: 'Invalid total' })
      .int('Invalid total')
      .min(1, 'Invalid total')
      .max(MAX_INT32, 'Invalid total'),
    deliveryDetails: deliveryDetailsSchema,
    /** Every new order is pending; anything else is refused rather than believed. */
    status: z.literal('pending', { error: "A new order's status is 'pending'" }).optional(),
    paymentStatus: z
      .literal('pending', { error: "A new order's payment status is 'pending'" })
      .optional(),
    /** Who the tax invoice is made out to, when the buyer wants it in the company's name. */
    billing: billingDetailsSchema.optional(),
    /** 'link': no payment now; a payment link goes to `accountsEmail`. The dialog otherwise. */
    paymentMode: z
      .enum(paymentModes, { error: 'Choose to pay now or send a payment link' })
      .optional(),
    accountsEmail: safeText(200, { required: ACCOUNTS_EMAIL_MESSAGE })
      .trim()
      .email(ACCOUNTS_EMAIL_MESSAGE)
      .optional(),
  })
  .superRefine((order, ctx) => {
    if (order.paymentMode === 'link' && !order.accountsEmail) {
      ctx.addIssue({ code: 'custom', path: ['accountsEmail'], message: ACCOUNTS_EMAIL_MESSAGE });
    }
  });
export type CreateCorporateOrderInput = z.input<typeof createCorporateOrderSchema>;
export type CreateCorporateOrderValues = z.output<typeof createCorporateOrderSchema>;

/** What checkout needs to open the payment dialog. `amount` is paise. */
export const checkoutDtoSchema = z.object({
  id: z.number().int(),
  razorpayKeyId: z.string(),
  amount: z.number().int(),
  razorpayOrderId: z.string(),
  /** The secret of the buyer's order page, /order/<orderToken>. */
  orderToken: z.string(),
});
export type CardCheckoutDto = z.infer<typeof checkoutDtoSchema>;

/** Checkout by payment link: nothing to pay now; the link went to the accounts team. */
export const linkCheckoutDtoSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  orderToken: z.string(),
  paymentMode: z.literal('link'),
  paymentLink: z.object({ sentTo: z.string(), expiresAt: z.string() }),
});
export type LinkCheckoutDto = z.infer<typeof linkCheckoutDtoSchema>;

export const checkoutAnswerSchema = z.union([checkoutDtoSchema, linkCheckoutDtoSchema]);
export type CheckoutDto = z.infer<typeof checkoutAnswerSchema>;

const VERIFY_FAILED = 'Payment verification failed';
const verifyText = (pattern: RegExp) =>
  z.string({ error: VERIFY_FAILED }).regex(pattern, VERIFY_FAILED);

/**
 * POST /api/corporate-orders/verify-payment: what the payment dialog hands back, or what the
 * gateway adds to the buyer's return address after a payment link is paid (the link's id,
 * reference and status instead of an order id; the signature covers those).
 */
export const verifyPaymentSchema = z
  .object({
    orderId: z.number({ error: 'Invalid order' }).int('Invalid order').min(1).max(MAX_INT32),
    razorpay_payment_id: verifyText(/^pay_[A-Za-z0-9]{1,40}$/),
    razorpay_order_id: verifyText(/^order_[A-Za-z0-9]{1,40}$/).optional(),
    razorpay_payment_link_id: verifyText(/^plink_[A-Za-z0-9]{1,40}$/).optional(),
    razorpay_payment_link_reference_id: verifyText(/^[A-Za-z0-9_-]{1,40}$/).optional(),
    razorpay_payment_link_status: verifyText(/^[a-z_]{1,20}$/).optional(),
    razorpay_signature: verifyText(/^[a-f0-9]{64}$/),
  })
  .refine(
    (p) =>
      p.razorpay_order_id !== undefined ||
      (p.razorpay_payment_link_id !== undefined &&
        p.razorpay_payment_link_reference_id !== undefined &&
        p.razorpay_payment_link_status !== undefined),
    VERIFY_FAILED,
  );
export type VerifyPaymentInput = z.infer<typeof verifyPaymentSchema>;

export const verifiedPaymentDtoSchema = z.object({
  id: z.number().int(),
  paymentStatus: z.enum(corporatePaymentStatuses),
});
export type VerifiedPaymentDto = z.infer<typeof verifiedPaymentDtoSchema>;

export const corporateOrderStatusUpdateSchema = z.object({
  status: z.enum(corporateOrderStatuses, { error: 'Unknown order status' }),
  /**
   * The status the screen showed when staff pressed the button. When the order has moved since
   * (another member of staff approved what this one rejects), the move is refused with 409
   * rather than applied to an order nobody looked at. Optional: without it, any allowed move.
   */
  from: z.enum(corporateOrderStatuses, { error: 'Unknown order status' }).optional(),
});

/** A line of an order as it was charged: `price` is the whole-rupee unit price. */
export const orderLineDtoSchema = z.object({
  name: z.string(),
  quantity: z.number().int(),
  price: z.number(),
});
export type OrderLineDto = z.infer<typeof orderLineDtoSchema>;

/** A tax invoice or credit note of an order: its number and when it was issued. */
export const taxDocumentRefSchema = z.object({ number: z.string(), issuedAt: z.string() });
export type TaxDocumentRef = z.infer<typeof taxDocumentRefSchema>;

/** The payment link of an order paid by link; `state` reads 'expired' once its time is up. */
export const paymentLinkDtoSchema = z.object({
  sentTo: z.string(),
  url: z.string(),
  expiresAt: z.string(),
  state: z.enum(paymentLinkStates),
});
export type PaymentLinkDto = z.infer<typeof paymentLinkDtoSchema>;

/** What the staff row and the buyer's page show of the invoicing of an order. */
const invoicingFields = {
  billing: billingDetailsDtoSchema.nullable(),
  paymentMode: z.enum(paymentModes),
  paymentLink: paymentLinkDtoSchema.nullable(),
  invoice: taxDocumentRefSchema.nullable(),
  creditNote: taxDocumentRefSchema.nullable(),
};

/** A corporate order as the staff screen reads it. Amounts are paise. */
export const corporateOrderDtoSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  contactPerson: z.string(),
  email: z.string(),
  phone: z.string(),
  eventType: z.string().nullable(),
  attendees: z.number().int().nullable(),
  eventDate: z.string().nullable(),
  specialRequirements: z.string().nullable(),
  status: z.enum(corporateOrderStatuses),
  totalAmount: z.number().int().nullable(),
  paymentStatus: z.enum(corporatePaymentStatuses),
  paymentId: z.string().nullable(),
  razorpayOrderId: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  deliveryTime: z.string().nullable(),
  orderItems: z.array(orderLineDtoSchema),
  refund: z
    .object({
      status: z.enum(refundStatuses),
      /** Paise. */
      amount: z.number().int(),
      refundId: z.string().nullable(),
    })
    .nullable(),
  ...invoicingFields,
  createdAt: z.string(),
});
export type CorporateOrderDto = z.infer<typeof corporateOrderDtoSchema>;

/** The secret in the buyer's order page address; anything else is not a link we made. */
export const orderTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This order link is not valid.');

/**
 * GET /api/corporate-orders/by-token/:token: the buyer's own order, as the order page shows it.
 * Only what the buyer gave or was charged; amounts are paise and the bill is the charged one.
 */
export const buyerOrderDtoSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  contactPerson: z.string(),
  status: z.enum(corporateOrderStatuses),
  paymentStatus: z.enum(corporatePaymentStatuses),
  orderItems: z.array(orderLineDtoSchema),
  bill: z
    .object({
      subtotalPaise: z.number().int(),
      gstPaise: z.number().int(),
      totalPaise: z.number().int(),
    })
    .nullable(),
  delivery: z.object({
    address: z.string().nullable(),
    date: z.string().nullable(),
    time: z.string().nullable(),
    instructions: z.string().nullable(),
  }),
  refund: z.object({ status: z.enum(refundStatuses), amount: z.number().int() }).nullable(),
  ...invoicingFields,
  createdAt: z.string(),
});
export type BuyerOrderDto = z.infer<typeof buyerOrderDtoSchema>;
