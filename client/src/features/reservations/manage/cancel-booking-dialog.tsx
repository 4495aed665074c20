import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useCancelBooking } from '../api/manage-booking';

/** The guest's cancel, asked first; the dialog stays open until the server has answered. */
export function CancelBookingDialog({
  token,
  money,
}: {
  token: string;
  /** What cancelling now does to what was paid online: told before the diner confirms. */
  money?: { refunded: boolean; text: string } | undefined;
}) {
  const cancel = useCancelBooking(token);
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline">Cancel booking</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Cancel this booking?</AlertDialogTitle>
        <AlertDialogDescription>
          Your seats will be released for other guests. This cannot be undone online.
          {money && (
            <span
              className={`mt-3 block font-semibold ${money.refunded ? '' : 'text-destructive'}`}
            >
              {money.text}
            </span>
          )}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline">Keep booking</Button>
          </AlertDialogCancel>
          <AlertDialogAction asChild>
            <Button
              variant="destructive"
              disabled={cancel.isPending}
              onClick={(e) => {
                // Closed on success only: a failure leaves the question open (with its toast).
                e.preventDefault();
                // Awaited: once cancelled this dialog leaves the page, and the callbacks of an
                // unmounted mutate() call would never run.
                cancel.mutateAsync().then(
                  () => {
                    setOpen(false);
                    toast({
                      title: 'Booking Cancelled',
                      description: money?.refunded
                        ? 'Your seats have been released and your refund is on its way.'
                        : 'Your seats have been released. We hope to see you another time.',
                    });
                  },
                  () => undefined, // the mutation's own error toast has said it
                );
              }}
            >
              {cancel.isPending ? 'Cancelling...' : 'Cancel booking'}
            </Button>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
