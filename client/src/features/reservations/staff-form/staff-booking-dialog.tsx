import { useEffect, useRef, useState, type ReactElement } from 'react';
import type { BookedReservationDto } from '@shared/contracts/reservation';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { formatCalendarDate } from '@/lib/dates/calendar-date';
import { StaffBookingForm, type StaffBookingMode } from './staff-booking-form';

/** After adding: the booking, and its manage link shown this once so staff can read it out. */
function BookingAdded({ booking }: { booking: BookedReservationDto }) {
  // The form that had focus is gone: focus (and select) the link, ready to read out or copy.
  const view = useRef<HTMLDivElement>(null);
  useEffect(() => view.current?.querySelector('input')?.focus(), []);
  return (
    <div ref={view} className="space-y-4 px-6 pb-6">
      <p className="text-sm">
        {booking.name}, {booking.guests} {booking.guests === 1 ? 'guest' : 'guests'} ·{' '}
        {formatCalendarDate(booking.date)} · {booking.timeSlot}
      </p>
      <div className="space-y-1.5">
        <label htmlFor="added-manage-link" className="text-sm font-medium">
          The guest&rsquo;s manage link (shown only now)
        </label>
        <Input
          id="added-manage-link"
          readOnly
          value={booking.manageUrl}
          onFocus={(e) => e.target.select()}
          className="font-mono"
        />
        <p className="text-xs text-muted-foreground">
          {booking.email
            ? 'It is in the confirmation e-mail too. Read it to the guest if they ask.'
            : 'No e-mail was given: read it to the guest or write it down for them.'}
        </p>
      </div>
      <div className="flex justify-end">
        <DialogClose asChild>
          <Button type="button">Done</Button>
        </DialogClose>
      </div>
    </div>
  );
}

/**
 * 'Add booking' (a phone booking or a walk-in) and 'Edit' open this dialog around one form;
 * `trigger` is the button that opens it, and gets focus back when it closes.
 */
export function StaffBookingDialog({
  mode,
  trigger,
}: {
  mode: StaffBookingMode;
  trigger: ReactElement;
}) {
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<BookedReservationDto>();
  const editing = mode.kind === 'edit';
  const title = added ? 'Booking added' : editing ? 'Edit booking' : 'Add booking';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setAdded(undefined);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent wide>
        <div className="px-6 pb-4 pt-6">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {added
              ? 'The table is booked and the seats are taken.'
              : editing
                ? `${mode.booking.name}, ${formatCalendarDate(mode.booking.date)} · ${mode.booking.timeSlot}. The same seat limits apply.`
                : 'A booking taken on the phone, or a party at the door.'}
          </DialogDescription>
        </div>
        {added ? (
          <BookingAdded booking={added} />
        ) : (
          <StaffBookingForm
            mode={mode}
            onAdded={(booking) => {
              toast({
                title: 'Booking Added',
                description: `${booking.name} · ${booking.timeSlot}`,
              });
              setAdded(booking);
            }}
            onSaved={(booking) => {
              toast({
                title: 'Booking Updated',
                description: `${booking.name} · ${booking.timeSlot}`,
              });
              setOpen(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
