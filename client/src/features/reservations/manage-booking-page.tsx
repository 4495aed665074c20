import { useState } from 'react';
import { onlinePaymentStanding } from '@shared/domain/booking-payments';
import { bookingReference } from '@shared/booking-reference';
import type { BookingCheckoutDto } from '@shared/contracts/booking-payments';
import { DEFAULT_RESTAURANT_TIMEZONE, GST_PERCENT } from '@shared/constants';
import type { ReservationDto } from '@shared/contracts/reservation';
import { formatPaise } from '@shared/money';
import { describeNeed, describeOccasion, NEEDS_CHANGE_CUTOFF_HOURS } from '@shared/domain/dietary';
import { seatingHasStarted, zonedTimeToUtc } from '@shared/restaurant-time';
import { Link, useSearch } from 'wouter';
import { CANCEL_QUESTION, MANAGE_BOOKING_FORM } from '@shared/contracts/form-answer';
import { useFormAnswer } from '@/lib/forms/form-answer';
import { useHydrated } from '@/lib/use-hydrated';
import { CancelLink, CancelQuestion, PlainChangeForm } from './manage/manage-plain-forms';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/page-meta/use-document-title';
import { useManagedBooking, useManagedPayment } from './api/manage-booking';
import { ComingConfirmation } from './manage/coming-confirmation';
import { useTimeSlots } from '@/lib/reservations/time-slots';
import { readableBookingDate } from '@/lib/reservations/booking-calendar';
import { CancelBookingDialog } from './manage/cancel-booking-dialog';
import { ChangeBookingForm } from './manage/change-booking-form';
import { ChangeNeedsForm } from './manage/change-needs-form';
import { useRestaurantClock } from '@/lib/reservations/use-restaurant-clock';
import { PayHeldBooking } from '@/components/deposits/pay-held-booking';
import { PayTopUp } from '@/components/deposits/pay-top-up';
import {
  billLeftToPay,
  cancellationMoney,
  paymentHeadline,
  paymentRow,
} from '@/components/deposits/payment-display';
import { ManageMessagingConsent } from './manage/manage-messaging-consent';

const STATUS_TEXT: Record<ReservationDto['status'], string> = {
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function BookingSummary({ booking: b, timeZone }: { booking: ReservationDto; timeZone: string }) {
  const rows: [string, string][] = [
    ['Booking reference', bookingReference(b.id)],
    ['Name', b.name],
    ['Date', readableBookingDate(b.date, timeZone)],
    ['Seating', b.timeSlot],
    ['Party', plural(b.guests, 'guest', 'guests')],
    ['Menus', `${b.vegCount} vegetarian · ${b.nonVegCount} non-vegetarian`],
    [
      'Estimated bill',
      billLeftToPay(b.totalAmount, b.payment, b.status) ??
        (b.totalAmount !== null
          ? `${formatPaise(b.totalAmount)} incl. ${GST_PERCENT} GST, paid at the restaurant`
          : '—'),
    ],
    ...(b.payment ? [paymentRow(b.payment)] : []),
    [
      'Status',
      b.status === 'cancelled' && b.cancelReason
        ? `${STATUS_TEXT[b.status]}: ${b.cancelReason}`
        : STATUS_TEXT[b.status],
    ],
    [
      'Dietary needs',
      b.dietaryNeeds.length > 0 ? b.dietaryNeeds.map(describeNeed).join(' · ') : 'None declared',
    ],
    ...(b.occasion
      ? ([['Occasion', describeOccasion(b.occasion, b.occasionNote)]] as [string, string][])
      : []),
  ];
  return (
    <dl className="space-y-3">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-[8rem_1fr] gap-2 text-sm">
          <dt className="font-semibold">{label}</dt>
          <dd className="text-muted-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The diner's private page from the confirmation e-mail: the booking, a change of night,
 * seating, party or menus while it is confirmed and its seating has not started, a cancel that
 * asks first, and a way to book again once cancelled.
 */
export default function ManageBookingPage({ token }: { token: string }) {
  useDocumentTitle('Your booking');
  const booking = useManagedBooking(token);
  const seatings = useTimeSlots();
  const clock = useRestaurantClock();
  const hydrated = useHydrated();
  const search = useSearch();
  const answer = useFormAnswer(MANAGE_BOOKING_FORM);
  // The order a change for a larger party answered: its payment dialog opens at once.
  const [topUpCheckout, setTopUpCheckout] = useState<BookingCheckoutDto>();
  const payment = useManagedPayment(token);

  if (booking.isPending) return <Spinner label="Loading your booking" className="min-h-[60vh]" />;
  if (booking.isError) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16">
        <h1 className="text-3xl font-semibold">Booking not found</h1>
        <p className="mt-3 text-muted-foreground">
          This booking link is not valid. Please check the link in your e-mail or call us.
        </p>
      </section>
    );
  }

  const b = booking.data;
  // The page's clock once it runs; before (the server's render, and without JavaScript) the
  // server's, as of its answer, so what is offered is what the server would take then.
  const now = clock?.now ?? new Date(b.asOf);
  const timeZone = clock?.timeZone ?? DEFAULT_RESTAURANT_TIMEZONE;
  // Only money still to come is unpaid: a deposit given back or waived by staff owes nothing online.
  const unpaid =
    b.status === 'confirmed' &&
    b.payment !== null &&
    onlinePaymentStanding(b.payment) === 'awaiting';
  const seating = seatings.data?.find((s) => s.slot === b.timeSlot);
  // Until the seatings are in, nothing is offered, rather than a form that may vanish a moment
  // later.
  const known = !seatings.isPending;
  const started =
    known && seating !== undefined && seatingHasStarted(b.date, seating.startTime, now, timeZone);
  // Once the floor has welcomed the party, the link changes nothing more (the server refuses).
  const arrived = b.attendance === 'arrived';
  const changeable = known && b.status === 'confirmed' && !started && !arrived;
  // Needs may change until the seating; within a day of it the kitchen is told at once.
  const needsLate =
    seating !== undefined &&
    now.getTime() >=
      zonedTimeToUtc(b.date, seating.startTime, timeZone).getTime() -
        NEEDS_CHANGE_CUTOFF_HOURS * 3_600_000;
  const money = cancellationMoney(b.payment, now);
  const askingToCancel =
    changeable && new URLSearchParams(search).get(CANCEL_QUESTION.name) === CANCEL_QUESTION.value;

  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-16">
      <h1 className="text-3xl font-semibold">Your booking</h1>
      {answer?.message && (
        <p
          role="alert"
          className="rounded-md border border-destructive p-3 text-sm text-destructive"
        >
          {answer.message}
        </p>
      )}
      <Card>
        <CardContent className="space-y-6">
          {b.payment && (
            <p className="font-semibold" role="status">
              {paymentHeadline(b.payment)}
            </p>
          )}
          <BookingSummary booking={b} timeZone={timeZone} />
          {unpaid && known && !arrived && (
            <PayHeldBooking token={token} booking={b} timeZone={timeZone} onPaid={payment.store} />
          )}
          {hydrated && changeable && b.payment?.topUp && (
            <PayTopUp
              booking={b}
              timeZone={timeZone}
              checkout={topUpCheckout}
              onPaid={payment.store}
              askAgain={payment.askAgain(b)}
            />
          )}
          {hydrated && changeable && <ComingConfirmation token={token} booking={b} />}
          {askingToCancel ? (
            <CancelQuestion token={token} money={money} />
          ) : (
            changeable && (
              <div className="flex flex-wrap items-center gap-3">
                {hydrated ? (
                  <CancelBookingDialog token={token} money={money} />
                ) : (
                  <CancelLink token={token} />
                )}
              </div>
            )
          )}
          {arrived && b.status !== 'cancelled' && (
            <p role="status" className="text-sm font-medium">
              Welcome, and thank you for dining with us tonight. Your table is yours: anything you
              need, please ask your server.
            </p>
          )}
          {b.status === 'confirmed' && started && !arrived && (
            <p className="text-sm text-muted-foreground">
              Your seating has started, so it can no longer be changed or cancelled here. Please
              call the restaurant.
            </p>
          )}
          {b.status === 'cancelled' && (
            <div className="space-y-3 border-t border-border pt-6">
              <p className="text-sm text-muted-foreground">
                This booking is cancelled. We would love to see you another night.
              </p>
              <Link href={paths.book} className={buttonVariants()}>
                Book again
              </Link>
            </div>
          )}
        </CardContent>
      </Card>
      {changeable && hydrated && (
        <Card>
          <CardContent className="space-y-4">
            <h2 className="text-2xl font-semibold">Updates on your phone</h2>
            <ManageMessagingConsent token={token} consent={b.messagingConsent} />
          </CardContent>
        </Card>
      )}
      {changeable && (
        <Card>
          <CardContent className="space-y-4">
            <h2 className="text-2xl font-semibold">Dietary needs and occasion</h2>
            {needsLate && (
              <p className="text-sm text-muted-foreground">
                Your seating is less than {NEEDS_CHANGE_CUTOFF_HOURS} hours away: a change here goes
                to the kitchen at once.
              </p>
            )}
            {hydrated ? (
              <ChangeNeedsForm
                key={JSON.stringify([b.dietaryNeeds, b.occasion, b.occasionNote])}
                token={token}
                booking={b}
              />
            ) : (
              <p className="text-sm text-muted-foreground">
                Changing dietary needs here needs JavaScript; you can also call us and we will tell
                the kitchen.
              </p>
            )}
          </CardContent>
        </Card>
      )}
      {changeable && (
        <Card>
          <CardContent className="space-y-4">
            <h2 className="text-2xl font-semibold">Change booking</h2>
            <p className="text-sm text-muted-foreground">
              Choose another night, seating, party size or menus. Your own seats count as free.
            </p>
            {hydrated ? (
              <ChangeBookingForm
                // A saved change starts the form again from the booking as now stored.
                key={`${b.date}|${b.timeSlot}|${b.guests}|${b.vegCount}|${b.nonVegCount}`}
                token={token}
                booking={b}
                onTopUp={setTopUpCheckout}
              />
            ) : (
              <PlainChangeForm
                token={token}
                booking={b}
                seatings={(seatings.data ?? []).map((s) => s.slot)}
                answer={answer?.values.action === 'change' ? answer : undefined}
              />
            )}
          </CardContent>
        </Card>
      )}
    </section>
  );
}
