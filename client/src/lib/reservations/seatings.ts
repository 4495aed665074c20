import type { TimeSlotDto } from '@shared/contracts/reservation';

/**
 * Seatings in the order the night runs: by their `order`, then by start time ('HH:mm' sorts as
 * text), then by id. The name is never parsed: staff may call a seating anything.
 */
export function inServiceOrder(seatings: readonly TimeSlotDto[]): TimeSlotDto[] {
  return [...seatings].sort(
    (a, b) => a.order - b.order || a.startTime.localeCompare(b.startTime) || a.id - b.id,
  );
}

/**
 * A sort key per seating name: its place in the service order. A name no seating has any more
 * (a renamed or removed seating) sorts after every known one.
 */
export function seatingRank(seatings: readonly TimeSlotDto[]): (slot: string) => number {
  const rank = new Map(inServiceOrder(seatings).map((s, i) => [s.slot, i]));
  return (slot) => rank.get(slot) ?? rank.size;
}
