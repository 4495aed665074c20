import type { CorporateOrderDto } from '@shared/contracts/corporate-order';
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
