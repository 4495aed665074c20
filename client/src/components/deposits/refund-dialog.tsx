import { useState } from 'react';
import type { ReservationDto } from '@shared/contracts/reservation';
import { formatPaise } from '@shared/money';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useRefundBooking } from './staff-refund';
import { refundableLeft } from './payment-display';

/**
 * An admin gives back part or all of what a booking paid online, whatever the policy says; the
 * amount left to refund is offered, and the server refuses more.
 */
export function RefundDialog({ r }: { r: ReservationDto }) {
  const left = r.payment ? refundableLeft(r.payment) : 0;
  const [open, setOpen] = useState(false);
  const [rupees, setRupees] = useState(String(left / 100));
  const refund = useRefundBooking();
  if (left <= 0) return null;
  const paise = Math.round(Number(rupees) * 100);
  const valid = Number.isFinite(paise) && paise >= 100 && paise <= left;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Refund
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Refund {r.name}</DialogTitle>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!valid) return;
            refund.mutate(
              { id: r.id, amount: paise },
              {
                onSuccess: () => {
                  setOpen(false);
                  toast({
                    title: 'Refund Requested',
                    description: `${formatPaise(paise)} goes back to the guest's card.`,
                  });
                },
              },
            );
          }}
        >
          <Field
            id={`refund-${r.id}`}
            label="Amount (₹)"
            hint={`Up to ${formatPaise(left)} is left to refund`}
            error={rupees !== '' && !valid ? `Enter ₹1 to ${formatPaise(left)}` : undefined}
          >
            <Input inputMode="decimal" value={rupees} onChange={(e) => setRupees(e.target.value)} />
          </Field>
          <Button type="submit" disabled={!valid || refund.isPending}>
            {refund.isPending ? 'Refunding...' : 'Refund'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
