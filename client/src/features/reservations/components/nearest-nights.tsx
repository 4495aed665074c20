import type { ReactNode } from 'react';
import { CalendarSearch } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useNearestNights } from '@/lib/reservations/availability';
import { readableBookingDate } from '@/lib/reservations/booking-calendar';

/**
 * When the chosen seating (or every seating) cannot seat the party: the closest nights where
 * it (or any seating) still can, each night once and in date order, as buttons that choose that
 * night (and the seating, when only one would do); `children`, the night's own waitlist where
 * the page offers it, come last among the alternatives.
 */
export function NearestNights({
  date,
  timeSlots,
  guests,
  timeZone,
  onPick,
  children,
}: {
  date: string;
  /** The seatings that cannot seat the party: one chosen seating, or all of the night's. */
  timeSlots: readonly string[];
  guests: number;
  timeZone: string;
  onPick: (date: string, timeSlot: string) => void;
  children?: ReactNode;
}) {
  const one = timeSlots.length === 1 ? timeSlots[0] : undefined;
  const answer = useNearestNights({ date, guests, timeSlot: one });
  if (timeSlots.length === 0) return null;
  const nights = answer.data?.nights ?? [];
  return (
    <section
      aria-labelledby="other-nights-heading"
      className="space-y-2 rounded-md border border-border bg-muted p-3 text-sm"
    >
      <p id="other-nights-heading" className="flex items-center gap-2 font-medium">
        <CalendarSearch className="h-4 w-4 shrink-0" aria-hidden="true" />
        {one ? `Nights with ${one} free for ${guests}` : `Other nights with room for ${guests}`}
      </p>
      {answer.isPending ? (
        <p className="text-muted-foreground">Looking for other nights...</p>
      ) : answer.isError ? (
        <p className="text-muted-foreground">Other nights could not be looked up.</p>
      ) : nights.length === 0 ? (
        <p className="text-muted-foreground">
          {children
            ? 'No night close by has room: join a waitlist below, or call us.'
            : 'No night close by has room. Please call us.'}
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {nights.map((night) => (
            <li key={night.date}>
              <Button
                type="button"
                variant="outline"
                size="sm"
                // With one seating asked about, it is chosen too; otherwise the diner picks one.
                onClick={() => onPick(night.date, one ?? '')}
              >
                {readableBookingDate(night.date, timeZone)}{' '}
                <span className="text-muted-foreground">
                  {`· ${night.availableSeats} ${night.availableSeats === 1 ? 'seat' : 'seats'}`}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
