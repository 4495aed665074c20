import { useId, useState, type ReactNode } from 'react';
import type { CorporateOrderDto } from '@shared/contracts/corporate-order';
import type { CorporateOrderStatus } from '@shared/domain/statuses';
import { formatPaise } from '@shared/money';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { useCheckPayment, useUpdateOrderStatus } from '../api/corporate-orders';
import {
  formatOrderDate,
  isPaid,
  mayCheckPayment,
  needsConfirmation,
  orderActionsFor,
  paymentBadge,
  refundStatusLabel,
} from '../order-display';
import { Badge } from './badge';
import { ConfirmRejectDialog } from './confirm-reject-dialog';
import { orderToggleId } from './order-toggle-id';
import { OrderBill } from './order-bill';
import { useOrderInvoiceFacts } from './order-invoice';

const STATUS_FALLBACK = 'Failed to update the order status.';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 space-y-2">
      <h3 className="font-sans text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Label and value pairs; values may be long (addresses, ids), so they wrap anywhere. */
function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-1 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 whitespace-pre-line break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What the toast says after a move; a cancelled paid order says its refund was asked for. A
 * pending order is rejected, an approved one cancelled.
 */
function movedMessage(order: CorporateOrderDto, from: CorporateOrderStatus): string {
  if (order.status === 'cancelled') {
    const verb = from === 'approved' ? 'cancelled' : 'rejected';
    return order.refund
      ? `Order #${order.id} was ${verb}; a full refund of ${formatPaise(order.refund.amount)} was requested.`
      : `Order #${order.id} was ${verb}.`;
  }
  return `Order #${order.id} is now ${order.status}.`;
}

/**
 * The button that was pressed is gone after a move (and the row may now sit in another group):
 * focus goes to the order's own button, whose name says its new status.
 */
function focusOrder(id: number) {
  requestAnimationFrame(() => document.getElementById(orderToggleId(id))?.focus());
}

/** The expanded part of a row: the bill, delivery, contact, payment and the status actions. */
export function OrderDetails({ order }: { order: CorporateOrderDto }) {
  const { data: user } = useUser();
  const update = useUpdateOrderStatus({
    onSaved: (updated, { from }) => {
      toast({ title: 'Status Updated', description: movedMessage(updated, from) });
      focusOrder(updated.id);
    },
  });
  const check = useCheckPayment({
    onChecked: (updated) => {
      toast({
        title: 'Payment Checked',
        description:
          updated.paymentStatus === 'completed'
            ? `Order #${updated.id} has been paid.`
            : `Order #${updated.id}: payment ${paymentBadge(updated.paymentStatus).label.toLowerCase()}.`,
      });
      focusOrder(updated.id);
    },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const reasonId = useId();
  const payment = paymentBadge(order.paymentStatus);
  const actions = orderActionsFor(order, user);
  const invoiceFacts = useOrderInvoiceFacts(order);

  const move = (to: CorporateOrderStatus) => {
    const from = order.status;
    setProblem(null);
    update.mutate(
      { id: order.id, status: to, from },
      {
        onError: (error) => {
          console.error(`Failed to update the status of corporate order #${order.id}`, error);
          const message =
            error instanceof ApiError ? error.serverMessage(STATUS_FALLBACK) : STATUS_FALLBACK;
          // 409: someone else moved the order first; the list has been reloaded to show it.
          setProblem(
            error instanceof ApiError && error.status === 409
              ? `${message} The list has been refreshed.`
              : message,
          );
        },
      },
    );
  };

  const checkPayment = () => check.mutate(order.id);

  return (
    <div className="space-y-6 border-t border-border p-4">
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-[1.4fr_1fr_1fr]">
        <Section title="Order items">
          <OrderBill order={order} />
        </Section>

        <div className="space-y-6">
          <Section title="Delivery">
            {order.deliveryAddress ? (
              <Facts
                items={[
                  ['Address', order.deliveryAddress],
                  ['Date', formatOrderDate(order.deliveryDate)],
                  ['Time', order.deliveryTime || 'N/A'],
                  ['Special notes', order.specialRequirements || 'None'],
                ]}
              />
            ) : (
              <p className="text-sm text-muted-foreground">No delivery details</p>
            )}
          </Section>
          <Section title="Contact">
            <Facts
              items={[
                ['Contact person', order.contactPerson],
                [
                  'Phone',
                  <a href={`tel:${order.phone}`} className="underline-offset-4 hover:underline">
                    {order.phone}
                  </a>,
                ],
                [
                  'Email',
                  <a
                    href={`mailto:${order.email}`}
                    className="break-all underline-offset-4 hover:underline"
                  >
                    {order.email}
                  </a>,
                ],
                ...(order.eventType
                  ? [['Event type', order.eventType] as [string, ReactNode]]
                  : []),
                ...(order.attendees !== null
                  ? [['Attendees', String(order.attendees)] as [string, ReactNode]]
                  : []),
              ]}
            />
          </Section>
        </div>

        <div className="space-y-6">
          <Section title="Payment">
            <Facts
              items={[
                ['Status', <Badge tone={payment.tone}>{payment.label}</Badge>],
                [
                  'Payment id',
                  <span className="break-all font-mono text-xs">{order.paymentId || 'N/A'}</span>,
                ],
                ...(order.refund
                  ? ([
                      ['Refund', refundStatusLabel(order.refund.status)],
                      ['Refund amount', formatPaise(order.refund.amount)],
                      [
                        'Refund id',
                        <span className="break-all font-mono text-xs">
                          {order.refund.refundId || 'Not issued yet'}
                        </span>,
                      ],
                    ] as [string, ReactNode][])
                  : []),
              ]}
            />
            {mayCheckPayment(order.paymentStatus) && (
              <div className="pt-2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={checkPayment}
                  disabled={check.isPending}
                >
                  {check.isPending ? 'Checking...' : 'Check payment'}
                </Button>
                <p className="mt-1 text-xs text-muted-foreground">
                  Asks the payment gateway whether the buyer paid after all.
                </p>
              </div>
            )}
          </Section>
          <Section title="Invoice">
            <Facts items={invoiceFacts} />
          </Section>
        </div>
      </div>

      {(actions.length > 0 || problem) && (
        <div className="space-y-2 border-t border-border pt-4">
          {actions.length > 0 && (
            <div className="flex flex-wrap items-center gap-2">
              {actions.map(({ to, action, disabledReason }) =>
                needsConfirmation(to) ? (
                  <ConfirmRejectDialog
                    key={to}
                    orderId={order.id}
                    approved={order.status === 'approved'}
                    paid={isPaid(order.paymentStatus)}
                    paidPaise={order.totalAmount}
                    onConfirm={() => move(to)}
                  >
                    <Button
                      variant="outline"
                      disabled={update.isPending}
                      className="text-destructive"
                    >
                      {action}
                    </Button>
                  </ConfirmRejectDialog>
                ) : (
                  <Button
                    key={to}
                    onClick={() => move(to)}
                    disabled={update.isPending || disabledReason !== undefined}
                    aria-describedby={disabledReason ? `${reasonId}-${to}` : undefined}
                  >
                    {action}
                  </Button>
                ),
              )}
            </div>
          )}
          {actions.map(
            ({ to, disabledReason }) =>
              disabledReason && (
                <p key={to} id={`${reasonId}-${to}`} className="text-sm text-muted-foreground">
                  {disabledReason}
                </p>
              ),
          )}
          {problem && (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
