import type {
  BuyerOrderDto,
  CorporateOrderDto,
  PaymentLinkDto,
  TaxDocumentRef,
} from '@shared/contracts/corporate-order';
import type { BillingDetailsDto } from '@shared/contracts/billing-details';
import { chargedOrderBill } from '@shared/money';
import type { CorporateOrderRow } from '@shared/schema/corporate-orders';

/** An order's tax invoice and credit note, when issued. */
export type OrderDocuments = { invoice: TaxDocumentRef | null; creditNote: TaxDocumentRef | null };

export const NO_DOCUMENTS: OrderDocuments = { invoice: null, creditNote: null };

function billingDto(row: CorporateOrderRow): BillingDetailsDto | null {
  const b = row.billing;
  return b
    ? {
        legalName: b.legalName,
        gstin: b.gstin,
        address: b.address,
        state: b.state,
        poNumber: b.poNumber,
      }
    : null;
}

/** The order's payment link; one still 'created' reads as expired once its time is up. */
export function paymentLinkDto(row: CorporateOrderRow, now: Date): PaymentLinkDto | null {
  if (!row.paymentLinkId || !row.paymentLinkUrl || !row.paymentLinkExpiresAt) return null;
  const stored = row.paymentLinkStatus ?? 'created';
  const state =
    stored === 'paid' || row.paymentStatus === 'completed' || row.paymentStatus === 'refunded'
      ? 'paid'
      : stored === 'expired' || row.paymentLinkExpiresAt.getTime() <= now.getTime()
        ? 'expired'
        : 'active';
  return {
    sentTo: row.accountsEmail ?? '',
    url: row.paymentLinkUrl,
    expiresAt: row.paymentLinkExpiresAt.toISOString(),
    state,
  };
}

function invoicingDto(row: CorporateOrderRow, documents: OrderDocuments, now: Date) {
  return {
    billing: billingDto(row),
    paymentMode: row.paymentMode,
    paymentLink: paymentLinkDto(row, now),
    invoice: documents.invoice,
    creditNote: documents.creditNote,
  };
}

/** The order as the staff screen reads it; every field named, so a new column stays in the server. */
export function toCorporateOrderDto(
  row: CorporateOrderRow,
  documents: OrderDocuments,
  now: Date,
): CorporateOrderDto {
  return {
    id: row.id,
    companyName: row.companyName,
    contactPerson: row.contactPerson,
    email: row.email,
    phone: row.phone,
    eventType: row.eventType,
    attendees: row.attendees,
    eventDate: row.eventDate,
    specialRequirements: row.specialRequirements,
    status: row.status,
    totalAmount: row.totalAmount,
    paymentStatus: row.paymentStatus,
    paymentId: row.paymentId,
    razorpayOrderId: row.razorpayOrderId,
    deliveryAddress: row.deliveryAddress,
    deliveryDate: row.deliveryDate,
    deliveryTime: row.deliveryTime,
    orderItems: (row.orderItems ?? []).map((line) => ({
      name: line.name,
      quantity: line.quantity,
      price: line.price,
    })),
    refund: row.refundStatus
      ? { status: row.refundStatus, amount: row.refundAmount ?? 0, refundId: row.refundId }
      : null,
    ...invoicingDto(row, documents, now),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The order as its buyer's page shows it: what they ordered, were charged and asked for, and
 * where it stands; nothing of the gateway's ids nor staff's.
 */
export function toBuyerOrderDto(
  row: CorporateOrderRow,
  documents: OrderDocuments,
  now: Date,
): BuyerOrderDto {
  const orderItems = (row.orderItems ?? []).map((line) => ({
    name: line.name,
    quantity: line.quantity,
    price: line.price,
  }));
  return {
    id: row.id,
    companyName: row.companyName,
    contactPerson: row.contactPerson,
    status: row.status,
    paymentStatus: row.paymentStatus,
    orderItems,
    bill: chargedOrderBill(orderItems, row.totalAmount),
    delivery: {
      address: row.deliveryAddress,
      date: row.deliveryDate,
      time: row.deliveryTime,
      instructions: row.specialRequirements,
    },
    refund: row.refundStatus ? { status: row.refundStatus, amount: row.refundAmount ?? 0 } : null,
    ...invoicingDto(row, documents, now),
    createdAt: row.createdAt.toISOString(),
  };
}
