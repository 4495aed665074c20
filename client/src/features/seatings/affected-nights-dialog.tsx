import { useState } from 'react';
import type { AffectedNight } from '@shared/contracts/seatings';
import { AffectedPartiesDialog } from '@/components/reservations/affected-parties-dialog';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/select-native';
import { formatCalendarDate } from '@/lib/dates/calendar-date';

/**
 * Asked when a seating change would leave booked parties without seats: the nights and parties
 * concerned, and whether to move them to another seating of the same night or cancel them,
 * e-mailing each guest staff's words, as closing a seating asks.
 */
export function AffectedNightsDialog({
  nights,
  seatings,
  busy,
  onChoose,
  onClose,
}: {
  /** The nights concerned; undefined while nothing is being asked. */
  nights: AffectedNight[] | undefined;
  /** The other offered seatings the parties may move to, by label. */
  seatings: string[];
  busy: boolean;
  onChoose: (choice: { bookings: 'move' | 'cancel'; moveTo?: string; message: string }) => void;
  onClose: () => void;
}) {
  const [moveTo, setMoveTo] = useState('');
  const parties = (nights ?? []).reduce((sum, n) => sum + n.bookings.length, 0);
  const target = moveTo || seatings[0] || '';
  return (
    <AffectedPartiesDialog
      open={nights !== undefined}
      title={`${parties} ${parties === 1 ? 'booking' : 'bookings'} would lose ${parties === 1 ? 'its' : 'their'} seats`}
      description="Move them to another seating of the same night, or cancel them and e-mail each guest."
      listLabel="Nights affected"
      messageId="seating-parties-message"
      busy={busy}
      backLabel="Back"
      onClose={onClose}
      fields={
        seatings.length > 0 && (
          <Field id="seating-move-to" label="Move them to" className="mt-4 space-y-1.5">
            <NativeSelect value={target} onChange={(e) => setMoveTo(e.target.value)}>
              {seatings.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect>
          </Field>
        )
      }
      actions={(message) => (
        <>
          {seatings.length > 0 && (
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => onChoose({ bookings: 'move', moveTo: target, message })}
            >
              {`Move to ${target}`}
            </Button>
          )}
          <Button
            variant="destructive"
            disabled={busy}
            onClick={() => onChoose({ bookings: 'cancel', message })}
          >
            Cancel them
          </Button>
        </>
      )}
    >
      {(nights ?? []).map((n) => (
        <li key={`${n.date}|${n.timeSlot}`} className="p-2">
          <p className="font-medium">
            {`${formatCalendarDate(n.date)} · ${n.timeSlot} · ${n.booked} booked, ${n.capacity} ${n.capacity === 1 ? 'seat' : 'seats'} after the change`}
          </p>
          <ul className="mt-1 text-muted-foreground">
            {n.bookings.map((b) => (
              <li key={b.id}>{`${b.name} · ${b.guests} ${b.guests === 1 ? 'guest' : 'guests'}`}</li>
            ))}
          </ul>
        </li>
      ))}
    </AffectedPartiesDialog>
  );
}
