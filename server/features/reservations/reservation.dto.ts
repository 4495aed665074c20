import type { ReservationDto } from '@shared/contracts/reservation';
import type { BookingPaymentDto } from '@shared/contracts/booking-payments';
import type { ReservationRow } from '@shared/schema/reservations';

/** The money of a booking paid when booking; null for one paid at the restaurant. */
export function toBookingPaymentDto(row: ReservationRow): BookingPaymentDto | null {
  if (row.paymentKind === null || row.depositAmount === null) return null;
  const unpaid = row.paymentStatus === 'pending' || row.paymentStatus === 'failed';
  return {
    kind: row.paymentKind,
    amount: row.depositAmount,
    status: row.paymentStatus,
    holdUntil: unpaid && row.paymentHoldUntil ? row.paymentHoldUntil.toISOString() : null,
    refundableUntil: row.refundableUntil?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    refunded: row.refundedAmount,
    refundStatus: row.refundStatus,
    topUp:
      row.topUpAmount !== null && row.topUpHoldUntil !== null
        ? { amount: row.topUpAmount, holdUntil: row.topUpHoldUntil.toISOString() }
        : null,
  };
}

/** Never the idempotency key or the manage-token hash. */
export function toReservationDto(row: ReservationRow): ReservationDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    date: row.date,
    timeSlot: row.timeSlot,
    guests: row.guests,
    vegCount: row.vegCount,
    nonVegCount: row.nonVegCount,
    specialRequests: row.specialRequests,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentId: row.paymentId,
    razorpayOrderId: row.razorpayOrderId,
    totalAmount: row.totalAmount,
    cancelledBy: row.cancelledBy,
    cancelReason: row.cancelReason,
    payment: toBookingPaymentDto(row),
    source: row.source,
    dietaryNeeds: row.dietaryNeeds,
    occasion: row.occasion,
    occasionNote: row.occasionNote,
    attendance: row.attendance,
    attendanceConfirmedAt: row.attendanceConfirmedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
