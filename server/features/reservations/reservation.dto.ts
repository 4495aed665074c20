import type { ReservationDto } from '@shared/contracts/reservation';
import type { ReservationRow } from '@shared/schema/reservations';

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
    source: row.source,
    dietaryNeeds: row.dietaryNeeds,
    occasion: row.occasion,
    occasionNote: row.occasionNote,
    attendance: row.attendance,
    attendanceConfirmedAt: row.attendanceConfirmedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
