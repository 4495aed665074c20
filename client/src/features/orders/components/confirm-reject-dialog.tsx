import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { formatPaise } from '@shared/money';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * Asks before an order is rejected (pending) or cancelled (approved). A paid order is refunded in
 * full by the server when it is cancelled either way, so the question says so, with the amount
 * the buyer paid.
 */
export function ConfirmRejectDialog({
  orderId,
  approved = false,
  paid,
  paidPaise,
  onConfirm,
  children,
}: {
  orderId: number;
  /** An approved order is cancelled, not rejected: the words say which. */
  approved?: boolean;
  /** Whether the buyer has paid, so rejecting refunds them. */
  paid: boolean;
  /** What the buyer paid, when known. */
  paidPaise: number | null;
  onConfirm: () => void;
  /** The button that opens the dialog. */
  children: ReactNode;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{children}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-surface p-6 text-foreground shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold">
            {approved ? 'Cancel' : 'Reject'} order #{orderId}?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {paid
              ? `The order will be cancelled${approved ? ' although it was approved' : ''} and the buyer will be refunded in full${paidPaise === null ? '' : ` (${formatPaise(paidPaise)})`}.`
              : 'The order will be cancelled. No payment has been received, so there is nothing to refund.'}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>
              Keep order
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={cn(buttonVariants({ variant: 'destructive' }))}
              onClick={onConfirm}
            >
              {approved ? 'Cancel order' : 'Reject order'}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
