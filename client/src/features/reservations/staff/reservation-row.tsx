import type { ReactNode } from 'react';
import { bookingReference } from '@shared/booking-reference';
import type { StaffReservationDto, TimeSlotDto } from '@shared/contracts/reservation';
import type { ReservationSource, ReservationStatus } from '@shared/domain/statuses';
import { formatPaise } from '@shared/money';
import { Badge } from '@/components/ui/badge';
import { formatCalendarDate } from '@/lib/dates/calendar-date';
import { cn } from '@/lib/cn';
import { paymentStatusLabel, shortPaymentId } from './reservation-filters';
import { PartyNeeds } from '@/components/reservations/party-needs';
import { GuestHistory } from '@/components/reservations/guest-history';
import { BookingMessages } from './booking-messages';
import { ReservationActions } from './reservation-actions';
import { RefundDialog } from '@/components/deposits/refund-dialog';
import { statusBadgeText } from './status-badge';
import { staffPaymentText } from '@/components/deposits/payment-display';
import { useUser } from '@/lib/auth';

const STATUS_STYLE: Record<ReservationStatus, string> = {
  confirmed: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  completed: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  cancelled: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

/** Online bookings are the usual case and carry no tag. */
const SOURCE_TAG: Record<ReservationSource, string | undefined> = {
  online: undefined,
  phone: 'Phone',
  walk_in: 'Walk-in',
};

/**
 * One booking: who, when, how many at which menu, the guest's history, its status and payment,
 * and its actions. On the floor (Tonight) it also takes the party's arrival or no-show.
 */
export function ReservationRow({
  r,
  seatings,
  attendance,
}: {
  r: StaffReservationDto;
  seatings: readonly TimeSlotDto[];
  /** Tonight's view: the one-tap Arrived / No-show with its undo (the floor brings it). */
  attendance?: ReactNode;
}) {
  const tag = SOURCE_TAG[r.source];
  const isAdmin = useUser().data?.isAdmin === true;
  return (
    <li className="grid gap-3 p-4 text-sm md:grid-cols-[1.4fr_1fr_1fr_auto] md:items-center">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {r.name}
          {tag && <Badge className="font-medium">{tag}</Badge>}
          {/* The reference a guest reads out from their confirmation. */}
          <span className="font-mono text-xs font-normal text-muted-foreground">
            <span className="sr-only">Booking reference </span>
            {bookingReference(r.id)}
          </span>
        </p>
        <p className="break-words text-muted-foreground">
          <a href={`tel:${r.phone}`}>{r.phone}</a>
          {r.email && ` · ${r.email}`}
        </p>
        {r.specialRequests && <p className="mt-1 text-muted-foreground">“{r.specialRequests}”</p>}
        <PartyNeeds r={r} className="mt-1 text-muted-foreground" />
        <GuestHistory r={r} />
        <BookingMessages r={r} />
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
            'inline-block rounded px-2 py-0.5 text-xs font-medium',
            STATUS_STYLE[r.status],
          )}
        >
          {statusBadgeText(r)}
        </span>
        <p className="text-xs text-muted-foreground">
          Payment: {paymentStatusLabel(r.paymentStatus, r.payment?.refunded)} ·{' '}
          {shortPaymentId(r.paymentId)}
        </p>
        {r.payment && <p className="text-xs font-medium">{staffPaymentText(r.payment)}</p>}
        {r.status === 'cancelled' && r.cancelReason && (
          <p className="text-xs text-muted-foreground">Cancelled: {r.cancelReason}</p>
        )}
        {isAdmin && r.payment && <RefundDialog r={r} />}
      </div>
      <div className="space-y-2">
        {attendance}
        <ReservationActions r={r} seatings={seatings} />
      </div>
    </li>
  );
}
