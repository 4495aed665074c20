import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import type { CorporateOrderDto } from '@shared/contracts/corporate-order';
import { formatPaise } from '@shared/money';
import { cn } from '@/lib/cn';
import {
  formatOrderDate,
  orderBill,
  orderStatusLabel,
  orderStatusTone,
  rowPaymentBadge,
} from '../order-display';
import { Badge } from './badge';
import { OrderDetails } from './order-details';
import { orderToggleId } from './order-toggle-id';

/** Column widths shared by the header and the rows on wider screens. */
export const ORDER_COLUMNS =
  'sm:grid-cols-[6.5rem_minmax(0,1fr)_8rem_6.5rem_6.5rem_8.5rem_1.25rem]';

/**
 * One order: a disclosure button with its summary (number, company, event date, status, payment,
 * total) and, when open, its details. On a phone the summary stacks. The payment sits beside the
 * status, so an unpaid pending order never looks like a paid one.
 */
export function OrderRow({
  order,
  expanded,
  onToggle,
}: {
  order: CorporateOrderDto;
  expanded: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  const panelId = `${id}-details`;
  const bill = orderBill(order);
  const payment = rowPaymentBadge(order);
  return (
    <li className="overflow-hidden rounded-lg border border-border bg-surface">
      {/* The accordion pattern: a heading holds the button, so screen readers can jump by order. */}
      <h3 className="font-sans text-base font-normal tracking-normal">
        <button
          id={orderToggleId(order.id)}
          type="button"
          aria-expanded={expanded}
          aria-controls={expanded ? panelId : undefined}
          onClick={onToggle}
          className={cn(
            'grid w-full grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 p-4 text-left text-sm hover:bg-muted/60',
            'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
            ORDER_COLUMNS,
          )}
        >
          {/* In reading order; on a phone the grid puts status and total on the right. */}
          <span className="col-start-1 row-start-1 font-semibold sm:col-auto sm:row-auto">
            Order #{order.id}
          </span>
          <span className="col-start-1 row-start-2 min-w-0 break-words sm:col-auto sm:row-auto sm:truncate">
            {order.companyName}
          </span>
          <span className="col-start-1 row-start-3 text-muted-foreground sm:col-auto sm:row-auto sm:text-foreground">
            <span className="sm:sr-only">Event date: </span>
            {formatOrderDate(order.eventDate)}
          </span>
          {/* On a phone both badges share the top right; on wider screens each has its column. */}
          <span className="col-start-2 row-start-1 flex flex-wrap justify-end gap-1 sm:contents">
            <span className="sm:justify-self-start">
              <Badge tone={orderStatusTone(order.status)}>{orderStatusLabel(order.status)}</Badge>
            </span>
            <span className="sm:justify-self-start">
              <Badge tone={payment.tone}>
                {/* The badge is a flex box, which drops a trailing space: the gap is a margin. */}
                <span className="mr-1 sm:sr-only">Payment: </span>
                {payment.label}
              </Badge>
            </span>
          </span>
          <span className="col-start-2 row-start-2 justify-self-end text-right font-semibold tabular-nums sm:col-auto sm:row-auto">
            {bill ? formatPaise(bill.totalPaise) : 'N/A'}
            {bill?.estimated && <span className="block text-xs font-normal">estimated</span>}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn(
              'col-start-2 row-start-3 h-5 w-5 justify-self-end text-muted-foreground transition-transform sm:col-auto sm:row-auto',
              expanded && 'rotate-180',
            )}
          />
        </button>
      </h3>
      {expanded && (
        <div id={panelId}>
          {/* After a move, focus returns to the order's button (OrderDetails), whose name now says
              its new status. */}
          <OrderDetails order={order} />
        </div>
      )}
    </li>
  );
}
