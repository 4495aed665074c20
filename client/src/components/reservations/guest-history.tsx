import { Link } from 'wouter';
import type { StaffReservationDto } from '@shared/contracts/reservation';
import { paths } from '@/config/paths';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Where the guest book opens on one guest. */
export const guestBookHref = (guestId: number) =>
  `${paths.staff.reservations}?view=guests&guest=${guestId}`;

/** Staff's note about the guest, where the floor and the printed sheet read it. */
export function GuestNoteLine({ r, className }: { r: StaffReservationDto; className?: string }) {
  if (!r.guest?.note) return null;
  return (
    <p className={className}>
      <span className="font-medium">Guest book note:</span>{' '}
      <span className="whitespace-pre-line break-words">{r.guest.note}</span>
    </p>
  );
}

/**
 * What the guest book knows beside a booking: how often the guest came and did not, staff's
 * note, and whether they said they are coming. What the party cannot eat is its own needs
 * (PartyNeeds), never what the guest declared for another party.
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
    <>
      <GuestNoteLine r={r} className="mt-1 text-foreground" />
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        {facts.length > 0 && <span>{facts.join(' · ')}</span>}
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
    </>
  );
}
