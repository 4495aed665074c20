import type { SeatingPrepDto } from '@shared/contracts/dietary-needs';
import type { StaffReservationDto, TimeSlotDto } from '@shared/contracts/reservation';
import { AttendanceButtons } from './attendance-buttons';
import { KitchenPrep } from './kitchen-prep';
import type { FloorParts } from './floor-parts';
import type { SeatingSheet } from '@/lib/reservations/service-sheet';
import { ServiceSheetTable } from './service-sheet-table';

/** One seating of the night: covers and menus, seats left, a block, the kitchen's prep, parties. */
export function SeatingSection({
  seating,
  seatings,
  prep,
  floor = false,
  PartyRow,
}: {
  seating: SeatingSheet<StaffReservationDto>;
  seatings: readonly TimeSlotDto[];
  /** The kitchen's prep for this seating, once loaded. */
  prep?: SeatingPrepDto | undefined;
  /** Tonight (or a night gone by): arrivals and no-shows are taken here. */
  floor?: boolean;
  PartyRow: FloorParts['PartyRow'];
}) {
  const s = seating;
  return (
    <section aria-label={s.slot} className="break-inside-avoid">
      <h3 className="text-lg font-semibold">
        {s.slot} — {s.guests} guests ({s.veg} veg, {s.nonVeg} non-veg)
      </h3>
      {(s.capacity !== undefined || s.blocked) && (
        <p className="text-sm text-muted-foreground">
          {s.capacity !== undefined &&
            `${s.guests} of ${s.capacity} seats taken · ${s.seatsLeft} left`}
          {s.blocked && (
            <strong className="ml-2 font-semibold text-foreground">
              Blocked — no online bookings
            </strong>
          )}
        </p>
      )}
      {prep && s.parties.length > 0 && <KitchenPrep prep={prep} />}
      {s.parties.length === 0 ? (
        <p className="text-sm text-muted-foreground">No bookings.</p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-border rounded-lg border border-border bg-surface print:hidden">
            {s.parties.map((r) => (
              <PartyRow
                key={r.id}
                r={r}
                seatings={seatings}
                attendance={floor ? <AttendanceButtons r={r} seatings={seatings} /> : undefined}
              />
            ))}
          </ul>
          <ServiceSheetTable parties={s.parties} />
        </>
      )}
    </section>
  );
}
