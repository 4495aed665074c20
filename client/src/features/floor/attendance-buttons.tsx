import type { ReservationDto, TimeSlotDto } from '@shared/contracts/reservation';
import { ATTENDANCE_ACTIONS, ATTENDANCE_LABELS } from '@shared/domain/attendance';
import { seatingHasStarted } from '@shared/restaurant-time';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useMarkAttendance } from '@/lib/reservations/staff-reservations';
import { useRestaurantClock } from '@/lib/reservations/use-restaurant-clock';
import { UndoToastAction } from '@/components/reservations/undo-toast-action';

/** Why No-show cannot be pressed yet. */
const NO_SHOW_WAIT = 'No-show can be marked once the seating has started.';

/** Long enough to reach for the Undo on a busy floor. */
const UNDO_TOAST_MS = 10_000;

/**
 * The floor's one tap on Tonight: Arrived, or No-show once the seating has started; a marked
 * party shows its mark with Undo beside it (and the toast carries an Undo too). The booking's
 * status does not change.
 */
export function AttendanceButtons({
  r,
  seatings,
}: {
  r: ReservationDto;
  seatings: readonly TimeSlotDto[];
}) {
  const clock = useRestaurantClock();
  const mark = useMarkAttendance({
    onMarked: (booking, change) => {
      if (change.attendance === null) return;
      toast({
        title: `Marked ${ATTENDANCE_LABELS[change.attendance].toLowerCase()}`,
        description: booking.name,
        duration: UNDO_TOAST_MS,
        action: (
          <UndoToastAction
            altText="Undo the mark: use Undo beside the party on Tonight."
            onUndo={() => mark.mutate({ id: booking.id, attendance: null })}
          />
        ),
      });
    },
  });
  if (r.status === 'cancelled') return null;
  const seating = seatings.find((s) => s.slot === r.timeSlot);
  const started =
    clock !== undefined &&
    seating !== undefined &&
    seatingHasStarted(r.date, seating.startTime, clock.now, clock.timeZone);

  if (r.attendance) {
    return (
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <Badge variant={r.attendance === 'no_show' ? 'danger' : 'neutral'}>
          {ATTENDANCE_LABELS[r.attendance]}
        </Badge>
        <Button
          size="sm"
          variant="ghost"
          disabled={mark.isPending}
          aria-label={`Undo ${ATTENDANCE_LABELS[r.attendance].toLowerCase()} for ${r.name}`}
          onClick={() => mark.mutate({ id: r.id, attendance: null })}
        >
          Undo
        </Button>
      </div>
    );
  }
  // Said beside the button, not in a tooltip: a disabled button takes no hover or focus on a
  // phone or keyboard, so a reason only in its title reaches almost nobody.
  const noShowWait = started ? undefined : `no-show-wait-${r.id}`;
  return (
    <div className="space-y-1 print:hidden">
      <div role="group" aria-label={`Arrival of ${r.name}`} className="flex gap-2">
        {ATTENDANCE_ACTIONS.map(({ mark: value, action }) => (
          <Button
            key={value}
            size="sm"
            variant={value === 'arrived' ? 'default' : 'outline'}
            disabled={mark.isPending || (value === 'no_show' && !started)}
            aria-describedby={value === 'no_show' ? noShowWait : undefined}
            onClick={() => mark.mutate({ id: r.id, attendance: value })}
          >
            {action}
          </Button>
        ))}
      </div>
      {noShowWait && (
        <p id={noShowWait} className="text-xs text-muted-foreground">
          {NO_SHOW_WAIT}
        </p>
      )}
    </div>
  );
}
