import { useState } from 'react';
import type { AffectedNight } from '@shared/contracts/seatings';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/select-native';
import { Textarea } from '@/components/ui/textarea';
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
  const [message, setMessage] = useState('');
  const [moveTo, setMoveTo] = useState('');
  const parties = (nights ?? []).flatMap((n) => n.bookings.map((b) => ({ ...b, night: n })));
  const target = moveTo || seatings[0] || '';
  return (
    <AlertDialog
      open={nights !== undefined}
      onOpenChange={(open) => {
        if (!open) {
          setMessage('');
          onClose();
        }
      }}
    >
      {nights && (
        <AlertDialogContent wide>
          <AlertDialogTitle>
            {`${parties.length} ${parties.length === 1 ? 'booking' : 'bookings'} would lose ${parties.length === 1 ? 'its' : 'their'} seats`}
          </AlertDialogTitle>
          <AlertDialogDescription>
            Move them to another seating of the same night, or cancel them and e-mail each guest.
          </AlertDialogDescription>
          <ul
            className="mt-4 max-h-56 divide-y divide-border overflow-y-auto rounded-md border border-border text-sm"
            aria-label="Nights affected"
          >
            {nights.map((n) => (
              <li key={`${n.date}|${n.timeSlot}`} className="p-2">
                <p className="font-medium">
                  {`${formatCalendarDate(n.date)} · ${n.timeSlot} · ${n.booked} booked, ${n.capacity} ${n.capacity === 1 ? 'seat' : 'seats'} after the change`}
                </p>
                <ul className="mt-1 text-muted-foreground">
                  {n.bookings.map((b) => (
                    <li
                      key={b.id}
                    >{`${b.name} · ${b.guests} ${b.guests === 1 ? 'guest' : 'guests'}`}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          {seatings.length > 0 && (
            <Field id="seating-move-to" label="Move them to" className="mt-4 space-y-1.5">
              <NativeSelect value={target} onChange={(e) => setMoveTo(e.target.value)}>
                {seatings.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          )}
          <Field
            id="seating-parties-message"
            label="Message to the guests if cancelled (optional)"
            hint="Sent in each cancellation e-mail."
            className="mt-4 space-y-1.5"
          >
            <Textarea
              value={message}
              maxLength={300}
              onChange={(e) => setMessage(e.target.value)}
            />
          </Field>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Back</AlertDialogCancel>
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
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
