import type { BuyerOrderDto, CorporateOrderDto } from '@shared/contracts/corporate-order';
import { chargedOrderBill } from '@shared/money';
import type { CorporateOrderRow } from '@shared/schema/corporate-orders';

/** The order as the staff screen reads it; every field named, so a new column stays in the server. */
export function toCorporateOrderDto(row: CorporateOrderRow): CorporateOrderDto {
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
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The order as its buyer's page shows it: what they ordered, were charged and asked for, and
 * where it stands; nothing of the gateway's ids nor staff's.
 */
export function toBuyerOrderDto(row: CorporateOrderRow): BuyerOrderDto {
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
    createdAt: row.createdAt.toISOString(),
  };
}
