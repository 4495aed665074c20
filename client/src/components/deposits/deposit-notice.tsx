import { paymentAsked } from '@shared/domain/booking-payments';
import { formatPaise } from '@shared/money';
import { nightEstimatePaise, nightPaymentPolicy } from '@shared/domain/special-nights';
import { useBookingPaymentPolicy } from './booking-payments';
import { useSpecialNight } from '@/lib/reservations/special-nights';

/**
 * Beside the Book button: what this party pays now under the policy, once the night and party
 * are chosen. For the diner's eyes only; the server works the amount out again and alone.
 */
export function DepositNotice({
  date,
  guests,
  vegCount,
  nonVegCount,
}: {
  date: string;
  guests: number;
  vegCount: number;
  nonVegCount: number;
}) {
  const usual = useBookingPaymentPolicy().data;
  // A special night may ask its own payment, of its own price.
  const night = useSpecialNight(date || undefined);
  if (!usual || !date || !guests || vegCount + nonVegCount !== guests) return null;
  const policy = nightPaymentPolicy(usual, night);
  const estimatePaise = nightEstimatePaise(night, vegCount, nonVegCount);
  const asked = paymentAsked(policy, { date, guests, vegCount, nonVegCount, estimatePaise });
  if (!asked) return null;
  // A deposit never asks more than the whole estimate (the shared rule the server applies).
  const capped = asked.kind === 'deposit' && asked.amountPaise < asked.perGuestPaise * guests;
  const what =
    asked.kind === 'prepay'
      ? `The estimated bill of ${formatPaise(asked.amountPaise)}`
      : capped
        ? `A deposit of ${formatPaise(asked.amountPaise)} (the whole estimated bill, less than ${formatPaise(asked.perGuestPaise)} per guest)`
        : `A deposit of ${formatPaise(asked.amountPaise)} (${formatPaise(asked.perGuestPaise)} per guest)`;
  return (
    <p
      className="rounded-lg border border-border bg-muted p-3 text-sm"
      data-testid="deposit-notice"
    >
      {what} is paid when you book. Cancel at least {policy.cancellationHours} hours before your
      seating for a full refund; after that, or if you do not come, it is kept.
    </p>
  );
}
