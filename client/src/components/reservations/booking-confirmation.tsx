import { useEffect, useRef, useState } from 'react';
import { CalendarCheck, CalendarPlus, Download, MapPin, Phone } from 'lucide-react';
import { onlinePaymentStanding } from '@shared/domain/booking-payments';
import { BRAND_NAME, DEFAULT_RESTAURANT_TIMEZONE, GST_PERCENT } from '@shared/constants';
import { bookingReference } from '@shared/booking-reference';
import { formatPaise } from '@shared/money';
import { calendarLocation, DEFAULT_TASTING_MINUTES } from '@shared/restaurant-facts';
import { Button, buttonVariants } from '@/components/ui/button';
import { useContactSettings } from '@/lib/site-content/site-settings';
import type { BookingResult } from '@/lib/reservations/create-reservation';
import { useTimeSlots } from '@/lib/reservations/time-slots';
import {
  googleCalendarUrl,
  icsDataUrl,
  readableBookingDate,
  seatingIcs,
  type SeatingEvent,
} from '@/lib/reservations/booking-calendar';
import { billLeftToPay, paymentHeadline, paymentRow } from '../deposits/payment-display';
import { HeldUnpaid } from '../deposits/held-unpaid';
import { useBookingPayment } from '../deposits/use-booking-payment';
import { useRestaurantClock } from '@/lib/reservations/use-restaurant-clock';

/** The contact page's words while staff have not entered the details; never linked. */
const MISSING = { address: 'Address not available', phone: 'Phone not available' };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What a diner sees once the table is booked, in place of the form: the booking as people read
 * it, where to find us, add-to-calendar, the private manage link and a way to book again. Focus
 * moves to its heading when it appears, so screen readers and keyboards start here.
 */
export function BookingConfirmation({
  booking,
  bookedAt,
  onBookAgain,
}: {
  booking: BookingResult;
  /** When the booking was made (the calendar file's stamp); taken in the success handler. */
  bookedAt: Date;
  onBookAgain: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [payment, setPayment] = useState(booking.payment ?? null);
  const [dismissed, setDismissed] = useState(false);
  const checkout = booking.checkout;
  // Paid: the dialog has gone, and with the held panel its Pay button, which may have had focus;
  // focus goes back to the heading, which now says the table is booked.
  const [paidTimes, setPaidTimes] = useState(0);
  useEffect(() => {
    if (paidTimes > 0) heading.current?.focus({ preventScroll: true });
  }, [paidTimes]);
  const paying = useBookingPayment({
    enabled: checkout !== undefined,
    onPaid: (paid) => {
      setPayment(paid.payment);
      setPaidTimes((n) => n + 1);
    },
    onDismissed: () => setDismissed(true),
  });
  const unpaid = payment !== null && onlinePaymentStanding(payment) === 'awaiting';
  // The dialog opens by itself once its script is in; after that, from the button.
  const opened = useRef(false);
  useEffect(() => {
    if (!checkout || !paying.ready || opened.current) return;
    opened.current = true;
    void paying.pay(checkout);
  }, [checkout, paying]);
  // The page's zone is read in an effect; the readable date is the same day in any zone.
  const timeZone = useRestaurantClock()?.timeZone ?? DEFAULT_RESTAURANT_TIMEZONE;
  const contact = useContactSettings();
  const seating = useTimeSlots().data?.find((s) => s.slot === booking.timeSlot);

  useEffect(() => {
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  }, []);

  const manageHref = booking.manageUrl ? new URL(booking.manageUrl).pathname : undefined;
  const event: SeatingEvent | undefined = seating && {
    date: booking.date,
    startTime: seating.startTime,
    lengthMinutes: booking.tastingMinutes ?? DEFAULT_TASTING_MINUTES,
    timeZone,
    title: `Dinner at ${BRAND_NAME}`,
    details: [
      `Table for ${booking.guests} (${booking.vegCount} vegetarian, ${booking.nonVegCount} non-vegetarian tasting menus).`,
      `Booking reference ${bookingReference(booking.id)}.`,
      ...(booking.manageUrl ? [`Manage your booking: ${booking.manageUrl}`] : []),
    ].join('\n'),
    location: calendarLocation(contact),
  };
  const calendar = event && {
    ics: icsDataUrl(
      seatingIcs({
        ...event,
        uid: `reservation-${booking.id}@tasting-room`,
        url: booking.manageUrl,
        stamp: bookedAt,
      }),
    ),
    google: googleCalendarUrl(event),
  };

  const rows: [string, string][] = [
    ['Booking reference', bookingReference(booking.id)],
    ['Date', readableBookingDate(booking.date, timeZone)],
    ['Seating', booking.timeSlot],
    ['Party', plural(booking.guests, 'guest', 'guests')],
    ['Menus', `${booking.vegCount} vegetarian · ${booking.nonVegCount} non-vegetarian`],
    [
      'Estimated bill',
      billLeftToPay(booking.totalAmount, payment, booking.status) ??
        (booking.totalAmount !== null
          ? `${formatPaise(booking.totalAmount)} incl. ${GST_PERCENT} GST, paid at the restaurant`
          : 'Paid at the restaurant'),
    ],
    ...(payment ? [paymentRow(payment)] : []),
  ];

  return (
    <section aria-labelledby="booking-confirmed-heading" className="space-y-6">
      <div className="flex items-start gap-3">
        <CalendarCheck className="mt-1 h-6 w-6 shrink-0 text-accent" aria-hidden="true" />
        <div>
          <h2
            id="booking-confirmed-heading"
            ref={heading}
            tabIndex={-1}
            className="scroll-mt-24 text-2xl font-semibold outline-none"
          >
            {unpaid ? 'Your seats are held' : 'Your table is booked'}
          </h2>
          {unpaid && checkout ? (
            <HeldUnpaid
              payment={payment}
              timeZone={timeZone}
              dismissed={dismissed}
              busy={paying.busy}
              onPay={() => void paying.pay(checkout)}
            />
          ) : (
            <p className="mt-1 text-sm text-muted-foreground">
              {payment ? `${paymentHeadline(payment)}. ` : ''}A confirmation e-mail with these
              details is on its way.
            </p>
          )}
        </div>
      </div>

      <dl className="space-y-3 rounded-lg border border-border bg-muted p-4 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="sm:grid sm:grid-cols-[9rem_1fr] sm:gap-4">
            <dt className="font-semibold">{label}</dt>
            <dd className="text-muted-foreground">{value}</dd>
          </div>
        ))}
      </dl>

      <div>
        <h3 className="font-semibold">Where to find us</h3>
        <address className="mt-2 space-y-2 text-sm not-italic text-muted-foreground">
          <p className="flex gap-2">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span className="whitespace-pre-line">{contact.address || MISSING.address}</span>
          </p>
          <p className="flex gap-2">
            <Phone className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {contact.phone ? (
              <a
                className="underline underline-offset-4 hover:text-accent"
                href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
              >
                {contact.phone}
              </a>
            ) : (
              <span>{MISSING.phone}</span>
            )}
          </p>
        </address>
      </div>

      {calendar && (
        <div>
          <h3 className="font-semibold">Add to your calendar</h3>
          <div className="mt-2 flex flex-wrap gap-3">
            <a
              className={buttonVariants({ variant: 'outline' })}
              href={calendar.ics}
              download="the-tasting-room-booking.ics"
            >
              <Download className="h-4 w-4" aria-hidden="true" />
              Download .ics
            </a>
            <a
              className={buttonVariants({ variant: 'outline' })}
              href={calendar.google}
              target="_blank"
              rel="noopener noreferrer"
            >
              <CalendarPlus className="h-4 w-4" aria-hidden="true" />
              Google Calendar
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </div>
        </div>
      )}

      <div className="flex flex-col gap-4 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
        {manageHref ? (
          <a className="text-sm text-accent underline underline-offset-4" href={manageHref}>
            Manage or cancel your booking
          </a>
        ) : (
          <p className="text-sm text-muted-foreground">
            The link to manage or cancel your booking is in your confirmation e-mail.
          </p>
        )}
        <Button type="button" onClick={onBookAgain}>
          Make another booking
        </Button>
      </div>
    </section>
  );
}
