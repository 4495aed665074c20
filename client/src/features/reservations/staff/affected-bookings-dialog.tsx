import type { AffectedBooking } from '@shared/contracts/reservation';
import { AffectedPartiesDialog } from '@/components/reservations/affected-parties-dialog';
import { Button } from '@/components/ui/button';
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
  const guests = (bookings ?? []).reduce((sum, b) => sum + b.guests, 0);
  const parties = bookings?.length ?? 0;
  return (
    <AffectedPartiesDialog
      open={bookings !== undefined}
      title={`${parties} ${parties === 1 ? 'booking holds' : 'bookings hold'} seats there`}
      description={`${guests} ${guests === 1 ? 'guest is' : 'guests are'} booked in what you are closing. Keep them (the block only stops new bookings), or cancel them and e-mail each guest.`}
      listLabel="Bookings affected"
      messageId="block-cancel-message"
      busy={busy}
      backLabel="Go back"
      onClose={onClose}
      onClosed={onClosed}
      actions={(message) => (
        <>
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
        </>
      )}
    >
      {(bookings ?? []).map((b) => (
        <li key={b.id} className="flex flex-wrap justify-between gap-x-3 p-2">
          <span className="font-medium">{b.name}</span>
          <span className="text-muted-foreground">
            {`${formatCalendarDate(b.date)} · ${b.timeSlot} · ${b.guests} ${b.guests === 1 ? 'guest' : 'guests'}`}
          </span>
        </li>
      ))}
    </AffectedPartiesDialog>
  );
}
