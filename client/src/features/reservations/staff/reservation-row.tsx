import { useState } from 'react';
import {
  CANCEL_REASON_MAX,
  type ReservationDto,
  type TimeSlotDto,
} from '@shared/contracts/reservation';
import { RESERVATION_TRANSITIONS, type ReservationStatus } from '@shared/domain/statuses';
import { formatPaise } from '@shared/money';
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
import { formatCalendarDate } from '@/lib/calendar-date';
import { cn } from '@/lib/cn';
import { restaurantTimeZone } from '@/lib/restaurant-today';
import { useUpdateReservationStatus } from '../api/staff-reservations';
import { paymentStatusLabel, shortPaymentId } from './reservation-filters';
import { statusQuestion, type StatusQuestion } from './status-confirmation';

const STATUS_STYLE: Record<ReservationStatus, string> = {
  confirmed: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  completed: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  cancelled: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

/** The look of the button that moves a booking to a status: finishing a service is the main one. */
const ACTION_LOOK: Record<ReservationStatus, 'default' | 'outline'> = {
  completed: 'default',
  cancelled: 'outline',
  confirmed: 'outline',
};

/** One booking with the status actions its state allows; cancelling or an early Complete asks. */
export function ReservationRow({
  r,
  seatings,
}: {
  r: ReservationDto;
  seatings: readonly TimeSlotDto[];
}) {
  const update = useUpdateReservationStatus();
  const [asking, setAsking] = useState<{ to: ReservationStatus; q: StatusQuestion }>();
  const [reason, setReason] = useState('');
  const setStatus = (status: ReservationStatus, why?: string) =>
    update.mutate(
      { id: r.id, status, reason: why?.trim() || undefined },
      {
        onSuccess: () => toast({ title: 'Status Updated' }),
      },
    );
  const choose = (to: ReservationStatus) => {
    // The clock is read on the click, never while rendering.
    const q = statusQuestion(r, to, seatings, new Date(), restaurantTimeZone());
    if (q) {
      setReason('');
      setAsking({ to, q });
    } else setStatus(to);
  };
  return (
    <li className="grid gap-3 p-4 text-sm md:grid-cols-[1.4fr_1fr_1fr_auto] md:items-center">
      <div>
        <p className="font-semibold">{r.name}</p>
        <p className="text-muted-foreground">
          <a href={`tel:${r.phone}`}>{r.phone}</a> · {r.email}
        </p>
        {r.specialRequests && <p className="mt-1 text-muted-foreground">“{r.specialRequests}”</p>}
      </div>
      <div>
        <p>
          {formatCalendarDate(r.date)} · {r.timeSlot}
        </p>
        <p className="text-muted-foreground">
          {r.guests} guests ({r.vegCount} veg, {r.nonVegCount} non-veg)
          {r.totalAmount !== null && ` · est. ${formatPaise(r.totalAmount)}`}
        </p>
      </div>
      <div className="space-y-1">
        <span
          className={cn(
            'inline-block rounded px-2 py-0.5 text-xs font-medium capitalize',
            STATUS_STYLE[r.status],
          )}
        >
          {r.status}
          {r.status === 'cancelled' && r.cancelledBy === 'guest' ? ' by guest' : ''}
        </span>
        <p className="text-xs text-muted-foreground">
          Payment: {paymentStatusLabel(r.paymentStatus)} · {shortPaymentId(r.paymentId)}
        </p>
      </div>
      <div className="flex gap-2">
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
      </div>
      <AlertDialog
        open={asking !== undefined}
        onOpenChange={(open) => !open && setAsking(undefined)}
      >
        {asking && (
          <AlertDialogContent>
            <AlertDialogTitle>{asking.q.title}</AlertDialogTitle>
            <AlertDialogDescription>{asking.q.description}</AlertDialogDescription>
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
    </li>
  );
}
