import { Link } from 'wouter';
import type { StaffReservationDto } from '@shared/contracts/reservation';
import { allergenWords } from '@shared/domain/allergens';
import { paths } from '@/config/paths';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Where the guest book opens on one guest. */
export const guestBookHref = (guestId: number) =>
  `${paths.staff.reservations}?view=guests&guest=${guestId}`;

/**
 * What the guest book knows beside a booking: how often the guest came and did not, what they
 * declared they cannot eat, whether staff keep a note, and whether they said they are coming.
 */
export function GuestHistory({ r }: { r: StaffReservationDto }) {
  const g = r.guest;
  const facts = [
    ...(g
      ? [
          g.visits > 0
            ? plural(g.visits, 'visit', 'visits')
            : g.noShows > 0
              ? 'No visits yet'
              : 'First visit',
          ...(g.noShows > 0 ? [plural(g.noShows, 'no-show', 'no-shows')] : []),
        ]
      : []),
  ];
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
      {facts.length > 0 && <span>{facts.join(' · ')}</span>}
      {g && g.allergies.length > 0 && (
        <span className="font-medium text-foreground">Allergies: {allergenWords(g.allergies)}</span>
      )}
      {r.attendanceConfirmedAt && (
        <span className="font-medium text-foreground">Confirmed coming</span>
      )}
      {g && (
        <Link href={guestBookHref(g.id)} className="underline underline-offset-2 print:hidden">
          {g.hasNote ? 'Guest book (note)' : 'Guest book'}
          <span className="sr-only"> for {r.name}</span>
        </Link>
      )}
    </p>
  );
}
