import { Clock } from 'lucide-react';
import {
  NON_VEG_COURSE_PRICE_RUPEES,
  VEG_COURSE_PRICE_RUPEES,
  GST_PERCENT,
} from '@shared/constants';
import { describeBookingPaymentPolicy } from '@shared/domain/booking-payments';
import { generalPaymentLine, PAID_AT_THE_RESTAURANT } from '@shared/domain/booking-payment-words';
import { ViewMenu } from '@/components/menu-dialog/view-menu-button';
import { BrandMark } from '@/components/ui/brand-mark';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { bestSrc, latestMedia, useMedia } from '@/lib/site-content/media';
import { usePageMeta } from '@/lib/page-meta/use-page-meta';
import { useReservationContent } from './api/reservation-content';
import { useTimeSlots } from '@/lib/reservations/time-slots';
import { BookingIsland } from './components/booking-island';
import { Island } from '@/islands/island';
import { useBookingPaymentPolicy } from '@/components/deposits/booking-payments';

/** The deposit or prepayment policy, stated before the diner books (nothing when there is none). */
function PaymentPolicyNote() {
  const policy = useBookingPaymentPolicy().data;
  const lines = policy ? describeBookingPaymentPolicy(policy) : [];
  if (lines.length === 0) return null;
  return (
    <div
      className="space-y-1 rounded-lg border border-border bg-muted p-3 text-sm"
      aria-labelledby="payment-policy-heading"
      role="note"
    >
      <h3 id="payment-policy-heading" className="font-semibold">
        {policy?.kind === 'prepay' ? 'Prepaid seats' : 'Deposit'} and cancellation
      </h3>
      {lines.map((line) => (
        <p key={line} className="text-muted-foreground">
          {line}
        </p>
      ))}
    </div>
  );
}

/**
 * Where the bill is paid, for every night and party: at the restaurant (the default's words),
 * or what the payment policy takes online and from whom; the form says it for the night chosen.
 */
function PaymentLine() {
  const policy = useBookingPaymentPolicy().data;
  return <p>{policy ? generalPaymentLine(policy) : PAID_AT_THE_RESTAURANT}</p>;
}

/** The seatings staff keep open, as the database has them (names, times and order). */
function SeatingList() {
  const seatings = useTimeSlots();
  if (seatings.isPending) {
    return <p className="text-sm text-muted-foreground">Loading seatings...</p>;
  }
  return (
    <ul className="space-y-2">
      {(seatings.data ?? [])
        .filter((s) => s.isActive)
        .map((s) => (
          <li key={s.id} className="flex items-center gap-2 text-sm">
            <Clock className="h-4 w-4 text-accent" aria-hidden="true" />
            {s.slot}
          </li>
        ))}
    </ul>
  );
}

export default function BookPage() {
  usePageMeta(paths.book);
  const { title, intro } = useReservationContent();
  const picture = latestMedia(useMedia().data, 'reservation');

  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-4xl font-semibold">{title}</h1>
      <p className="mt-3 text-muted-foreground">{intro}</p>
      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_360px]">
        <Card>
          <CardContent className="space-y-6">
            <Island name="booking" component={BookingIsland} props={{}} />
          </CardContent>
        </Card>
        <aside aria-labelledby="details-heading">
          <Card>
            <CardContent className="space-y-5">
              <h2 id="details-heading" className="text-2xl font-semibold">
                Seatings
              </h2>
              <SeatingList />
              <div className="space-y-1 text-sm text-muted-foreground">
                <p>{`Vegetarian 10-course: ₹${VEG_COURSE_PRICE_RUPEES} + ${GST_PERCENT} GST per guest`}</p>
                <p>{`Non-vegetarian 10-course: ₹${NON_VEG_COURSE_PRICE_RUPEES} + ${GST_PERCENT} GST per guest`}</p>
                <PaymentLine />
              </div>
              <PaymentPolicyNote />
              <ViewMenu className="w-full" />
              {picture ? (
                <img
                  src={bestSrc(picture)}
                  alt="Our dining room"
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-lg object-cover"
                />
              ) : (
                <BrandMark size={96} className="rounded-lg" />
              )}
            </CardContent>
          </Card>
        </aside>
      </div>
    </section>
  );
}
