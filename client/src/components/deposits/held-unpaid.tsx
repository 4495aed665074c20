import type { BookingPaymentDto } from '@shared/contracts/booking-payments';
import { formatPaise } from '@shared/money';
import { Button } from '@/components/ui/button';
import { clockTime, paymentName } from './payment-display';

/**
 * A booking held while it waits for its payment: how much, until when, and the button that opens
 * the dialog again. Closing the dialog unpaid says the seats stay held until the hold ends. With
 * `payAction` the button posts there as a plain form (the booking's payment link, which works
 * without JavaScript) whenever `onPay` is not given: before the page's code runs, or when the
 * payment dialog could not load.
 */
export function HeldUnpaid({
  payment,
  timeZone,
  dismissed,
  busy,
  onPay,
  payAction,
}: {
  payment: BookingPaymentDto;
  timeZone: string;
  dismissed: boolean;
  busy: boolean;
  onPay: (() => void) | undefined;
  payAction?: string;
}) {
  const name = paymentName(payment);
  const until = payment.holdUntil ? clockTime(payment.holdUntil, timeZone) : undefined;
  const button = (
    <Button
      type={payAction ? 'submit' : 'button'}
      onClick={
        onPay &&
        ((e) => {
          e.preventDefault();
          onPay();
        })
      }
      disabled={busy}
    >
      {busy ? 'Waiting for payment...' : `Pay ${formatPaise(payment.amount)}`}
    </Button>
  );
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
      {payAction ? (
        <form method="post" action={payAction}>
          {button}
        </form>
      ) : (
        button
      )}
    </div>
  );
}
