import { useState } from 'react';
import {
  CANCEL_REASON_MAX,
  type ReservationDto,
  type TimeSlotDto,
} from '@shared/contracts/reservation';
import { RESERVATION_TRANSITIONS, type ReservationStatus } from '@shared/domain/statuses';
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
import { toast } from '@/components/ui/use-toast';
import { restaurantTimeZone } from '@/lib/dates/restaurant-today';
import {
  useUpdateReservationStatus,
  type StatusChange,
} from '@/lib/reservations/staff-reservations';
import { StaffBookingDialog } from '../staff-form/staff-booking-dialog';
import { statusQuestion, type StatusQuestion } from './status-confirmation';
import { undoOf } from './status-undo';
import { UndoToastAction } from '@/components/reservations/undo-toast-action';

/** The look of the button that moves a booking to a status: finishing a service is the main one. */
const ACTION_LOOK: Record<ReservationStatus, 'default' | 'outline'> = {
  completed: 'default',
  cancelled: 'outline',
  confirmed: 'outline',
};

/** Long enough to reach for the Undo; Radix pauses it while the toast has focus or the pointer. */
const UNDO_TOAST_MS = 10_000;

const UNDO_HINT: Partial<Record<ReservationStatus, string>> = {
  cancelled: 'Undo the cancellation: reconfirm the booking from its row.',
  completed: 'Undo the completion within 15 minutes from this toast.',
};

/**
 * A booking's buttons: Edit while confirmed, and the status moves its state allows. Cancelling
 * and an early Complete ask first; both are followed by a toast with a short Undo.
 */
export function ReservationActions({
  r,
  seatings,
}: {
  r: ReservationDto;
  seatings: readonly TimeSlotDto[];
}) {
  const [asking, setAsking] = useState<{ to: ReservationStatus; q: StatusQuestion }>();
  const [reason, setReason] = useState('');
  const update = useUpdateReservationStatus({
    onUpdated: (booking, change: StatusChange) => {
      // A cancellation that gave money back is taken back from its row, where Reconfirm says
      // what becomes of that money first; the toast's one click would not.
      const refunded = change.status === 'cancelled' && (booking.payment?.refunded ?? 0) > 0;
      const undo = change.undo || refunded ? undefined : undoOf(change.status);
      toast({
        title: 'Status Updated',
        // No name here: the toast is read beside the row, which has it.
        description: `Booking ${booking.status}.`,
        ...(undo && {
          duration: UNDO_TOAST_MS,
          action: (
            <UndoToastAction
              altText={UNDO_HINT[change.status] ?? 'Undo'}
              // The row may be gone by now (a cancelled party leaves Tonight): the mutation runs
              // on regardless, and reports itself.
              onUndo={() => update.mutate({ id: booking.id, ...undo })}
            />
          ),
        }),
      });
    },
  });
  const setStatus = (status: ReservationStatus, why?: string) =>
    update.mutate({ id: r.id, status, reason: why?.trim() || undefined });
  const choose = (to: ReservationStatus) => {
    // The clock is read on the click, never while rendering.
    const q = statusQuestion(r, to, seatings, new Date(), restaurantTimeZone());
    if (q) {
      setReason('');
      setAsking({ to, q });
    } else setStatus(to);
  };
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      {RESERVATION_TRANSITIONS[r.status].map(({ to, action }) => (
        <Button
          key={to}
          size="sm"
          variant={ACTION_LOOK[to]}
          onClick={() => choose(to)}
          disabled={update.isPending}
        >
          {action}
        </Button>
      ))}
      {r.status === 'confirmed' && (
        <StaffBookingDialog
          mode={{ kind: 'edit', booking: r }}
          trigger={
            <Button size="sm" variant="ghost" aria-label={`Edit ${r.name}'s booking`}>
              Edit
            </Button>
          }
        />
      )}
      <AlertDialog
        open={asking !== undefined}
        onOpenChange={(open) => !open && setAsking(undefined)}
      >
        {asking && (
          <AlertDialogContent>
            <AlertDialogTitle>{asking.q.title}</AlertDialogTitle>
            {/* One description, so a screen reader reads the money with the question. */}
            <AlertDialogDescription asChild>
              <div className="space-y-2">
                <p>{asking.q.description}</p>
                {asking.q.money && <p className="font-medium text-foreground">{asking.q.money}</p>}
              </div>
            </AlertDialogDescription>
            {asking.to === 'cancelled' && (
              <Field
                id={`cancel-reason-${r.id}`}
                label="Reason for the guest (optional)"
                hint="The guest is e-mailed that the booking is cancelled, with this reason."
                className="mt-4 space-y-1.5"
              >
                <Textarea
                  value={reason}
                  maxLength={CANCEL_REASON_MAX}
                  rows={3}
                  onChange={(e) => setReason(e.target.value)}
                />
              </Field>
            )}
            <AlertDialogFooter>
              <AlertDialogCancel asChild>
                <Button variant="outline">{asking.q.keep}</Button>
              </AlertDialogCancel>
              <Button
                variant={asking.to === 'cancelled' ? 'destructive' : 'default'}
                onClick={() => {
                  setStatus(asking.to, asking.to === 'cancelled' ? reason : undefined);
                  setAsking(undefined);
                }}
              >
                {asking.q.confirm}
              </Button>
            </AlertDialogFooter>
          </AlertDialogContent>
        )}
      </AlertDialog>
    </div>
  );
}
