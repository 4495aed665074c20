import type { StaffWaitlistEntryDto, WaitlistEntryDto } from '@shared/contracts/waitlist';
import type { WaitlistEntryRow } from '@shared/schema/waitlist-entries';

/** The diner's view: never the contact details, the salt or the token's hash. */
export function toWaitlistEntryDto(
  row: WaitlistEntryRow,
  position: number | null,
): WaitlistEntryDto {
  return {
    id: row.id,
    name: row.name,
    date: row.date,
    timeSlot: row.timeSlot,
    guests: row.guests,
    status: row.status,
    position: row.status === 'waiting' ? position : null,
    holdExpiresAt: row.status === 'offered' ? (row.holdExpiresAt?.toISOString() ?? null) : null,
  };
}

/** Staff's view: who to call, when offered, what booking it became. */
export function toStaffWaitlistEntryDto(
  row: WaitlistEntryRow,
  position: number | null,
): StaffWaitlistEntryDto {
  return {
    ...toWaitlistEntryDto(row, position),
    email: row.email,
    phone: row.phone,
    offeredAt: row.offeredAt?.toISOString() ?? null,
    reservationId: row.reservationId,
    createdAt: row.createdAt.toISOString(),
  };
}
