import { useState } from 'react';
import type { AffectedBooking } from '@shared/contracts/reservation';
import { CANCEL_REASON_MAX } from '@shared/contracts/reservation';
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
import { Textarea } from '@/components/ui/textarea';
import { formatCalendarDate } from '@/lib/dates/calendar-date';

/**
 * Asked before a block that would close on confirmed bookings: who they are, and whether to keep
 * them (the block only stops new bookings) or cancel them, e-mailing each guest staff's words.
 */
export function AffectedBookingsDialog({
  bookings,
  busy,
  onChoose,
  onClose,
  onClosed,
}: {
  /** The parties inside the block; undefined while nothing is being asked. */
  bookings: AffectedBooking[] | undefined;
  busy: boolean;
  onChoose: (bookings: 'keep' | 'cancel', message: string) => void;
  onClose: () => void;
  /** Where focus goes once the dialog has gone (it was opened by no button to return to). */
  onClosed: () => void;
}) {
  const [message, setMessage] = useState('');
  const guests = (bookings ?? []).reduce((sum, b) => sum + b.guests, 0);
  const parties = bookings?.length ?? 0;
  return (
    <AlertDialog
      open={bookings !== undefined}
      onOpenChange={(open) => {
        if (!open) {
          setMessage('');
          onClose();
        }
      }}
    >
      {bookings && (
        <AlertDialogContent
          wide
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            onClosed();
          }}
        >
          <AlertDialogTitle>
            {`${parties} ${parties === 1 ? 'booking holds' : 'bookings hold'} seats there`}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {`${guests} ${guests === 1 ? 'guest is' : 'guests are'} booked in what you are closing. Keep them (the block only stops new bookings), or cancel them and e-mail each guest.`}
          </AlertDialogDescription>
          <ul
            className="mt-4 max-h-48 divide-y divide-border overflow-y-auto rounded-md border border-border text-sm"
            aria-label="Bookings affected"
          >
            {bookings.map((b) => (
              <li key={b.id} className="flex flex-wrap justify-between gap-x-3 p-2">
                <span className="font-medium">{b.name}</span>
                <span className="text-muted-foreground">
                  {`${formatCalendarDate(b.date)} · ${b.timeSlot} · ${b.guests} ${b.guests === 1 ? 'guest' : 'guests'}`}
                </span>
              </li>
            ))}
          </ul>
          <Field
            id="block-cancel-message"
            label="Message to the guests if cancelled (optional)"
            hint="Sent in each cancellation e-mail."
            className="mt-4 space-y-1.5"
          >
            <Textarea
              value={message}
              maxLength={CANCEL_REASON_MAX}
              rows={3}
              onChange={(e) => setMessage(e.target.value)}
            />
          </Field>
          <AlertDialogFooter className="flex-wrap">
            <AlertDialogCancel asChild>
              <Button variant="ghost">Go back</Button>
            </AlertDialogCancel>
            <Button variant="outline" disabled={busy} onClick={() => onChoose('keep', '')}>
              Keep bookings and block
            </Button>
            <Button
              variant="destructive"
              disabled={busy}
              onClick={() => onChoose('cancel', message.trim())}
            >
              Cancel bookings and e-mail guests
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
