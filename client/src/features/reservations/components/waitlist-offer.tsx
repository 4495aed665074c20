import { BellRing } from 'lucide-react';
import type { WaitlistJoinedDto } from '@shared/contracts/waitlist';
import { Button } from '@/components/ui/button';
import { readableBookingDate } from '@/lib/reservations/booking-calendar';

export type JoinedWaitlist = WaitlistJoinedDto & { date: string; timeSlot: string };

/**
 * Beside seatings that cannot seat the party: a way onto each one's waitlist. Once on one, it
 * says where the party stands and that the link is in their e-mail. A panel of its own, or
 * `inset` in the other nights' panel (below a rule) when it is one of the alternatives there.
 */
export function WaitlistOffer({
  date,
  guests,
  slots,
  timeZone,
  joined,
  pending,
  onJoin,
  inset = false,
}: {
  date: string;
  guests: number;
  /** The night's seatings that are full, or too small for the party. */
  slots: readonly string[];
  timeZone: string;
  joined: JoinedWaitlist | undefined;
  pending: boolean;
  onJoin: (timeSlot: string) => void;
  inset?: boolean;
}) {
  const box = inset
    ? 'space-y-2 border-t border-border pt-3'
    : 'space-y-2 rounded-md border border-border bg-muted p-3 text-sm';
  if (joined && joined.date === date) {
    return (
      <div role="status" className={box}>
        <p className="flex items-center gap-2 font-medium">
          <BellRing className="h-4 w-4 shrink-0" aria-hidden="true" />
          You are on the waitlist for {joined.timeSlot} on{' '}
          {readableBookingDate(joined.date, timeZone)}: number {joined.position}.
        </p>
        <p className="text-muted-foreground">
          We have e-mailed you a link to see your place or leave. If seats free up, we e-mail you at
          once and hold them for you for a short while.
        </p>
      </div>
    );
  }
  if (slots.length === 0) return null;
  return (
    <div className={box}>
      <p className="flex items-center gap-2 font-medium">
        <BellRing className="h-4 w-4 shrink-0" aria-hidden="true" />
        Wait for a table for {guests}
      </p>
      <p className="text-muted-foreground">
        Join a full seating’s waitlist with your name, e-mail and phone below. If seats free up, we
        e-mail you and hold them for you for a while.
      </p>
      <ul className="flex flex-wrap gap-2">
        {slots.map((slot) => (
          <li key={slot}>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={pending}
              onClick={() => onJoin(slot)}
            >
              Join the waitlist for {slot}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
