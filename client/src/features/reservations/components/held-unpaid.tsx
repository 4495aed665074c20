import type { BookingPaymentDto } from '@shared/contracts/booking-payments';
import { formatPaise } from '@shared/money';
import { Button } from '@/components/ui/button';
import { clockTime, paymentName } from '../payment-display';

/**
 * A booking held while it waits for its payment: how much, until when, and the button that opens
 * the dialog again. Closing the dialog unpaid says the seats stay held until the hold ends.
 */
export function HeldUnpaid({
  payment,
  timeZone,
  dismissed,
  busy,
  onPay,
}: {
  payment: BookingPaymentDto;
  timeZone: string;
  dismissed: boolean;
  busy: boolean;
  onPay: () => void;
}) {
  const name = paymentName(payment);
  const until = payment.holdUntil ? clockTime(payment.holdUntil, timeZone) : undefined;
  return (
    <div className="mt-2 space-y-3 text-sm" role="status">
      <p className="font-semibold">
        {name === 'Deposit' ? 'Deposit' : 'Payment'} not paid yet
        {dismissed ? ': the payment window was closed.' : '.'}
      </p>
      <p className="text-muted-foreground">
        Pay {formatPaise(payment.amount)} to confirm your table.
        {until
          ? ` Your seats are held until ${until}; if it is not paid by then, they go back on sale.`
          : ''}
      </p>
      <Button type="button" onClick={onPay} disabled={busy}>
        {busy ? 'Waiting for payment...' : `Pay ${formatPaise(payment.amount)}`}
      </Button>
    </div>
  );
}
