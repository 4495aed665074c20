import type { TimeSlotDto } from '@shared/contracts/reservation';
import { ReservationRow } from './reservation-row';
import type { SeatingSheet } from './service-sheet';
import { ServiceSheetTable } from './service-sheet-table';

/** One seating of the night: its covers and menus, seats left, a block, and its parties. */
export function SeatingSection({
  seating,
  seatings,
}: {
  seating: SeatingSheet;
  seatings: readonly TimeSlotDto[];
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
      {s.parties.length === 0 ? (
        <p className="text-sm text-muted-foreground">No bookings.</p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-border rounded-lg border border-border bg-surface print:hidden">
            {s.parties.map((r) => (
              <ReservationRow key={r.id} r={r} seatings={seatings} />
            ))}
          </ul>
          <ServiceSheetTable parties={s.parties} />
        </>
      )}
    </section>
  );
}
