import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCorporateOrders } from './api/corporate-orders';
import { ORDER_COLUMNS, OrderRow } from './components/order-row';

const LOAD_FALLBACK = 'Failed to load corporate orders.';

/** /staff/orders: corporate orders, newest first, to approve, reject and complete. */
export function StaffOrdersPage() {
  useDocumentTitle('Corporate Orders');
  const orders = useCorporateOrders();
  // Open rows by order id, so they stay open when the list reloads after a change.
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">Corporate Orders</h1>
          <p className="mt-2 text-muted-foreground">
            Catering orders to approve, reject and complete, newest first.
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void orders.refetch()}
          disabled={orders.isFetching}
        >
          <RefreshCw
            className={cn('h-4 w-4', orders.isFetching && 'animate-spin')}
            aria-hidden="true"
          />
          Refresh
        </Button>
      </div>

      <div className="mt-6">
        {orders.isError && (
          <div
            role="alert"
            className="mb-4 rounded-lg border border-destructive p-4 text-sm text-destructive"
          >
            <p className="font-semibold">Could not load corporate orders.</p>
            <p className="mt-1">
              {orders.error instanceof ApiError
                ? orders.error.serverMessage(LOAD_FALLBACK)
                : LOAD_FALLBACK}
            </p>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              onClick={() => void orders.refetch()}
            >
              Try again
            </Button>
          </div>
        )}
        {orders.data === undefined ? (
          orders.isPending && <Spinner label="Loading corporate orders" />
        ) : orders.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
            No corporate orders found
          </p>
        ) : (
          <>
            <div
              aria-hidden="true"
              className={cn(
                'hidden gap-x-4 px-4 pb-2 text-xs font-medium uppercase tracking-wide text-muted-foreground sm:grid',
                ORDER_COLUMNS,
              )}
            >
              <span>Order</span>
              <span>Company</span>
              <span>Event date</span>
              <span>Status</span>
              <span className="text-right">Total</span>
            </div>
            <ul aria-label="Corporate orders" className="space-y-3">
              {orders.data.map((order) => (
                <OrderRow
                  key={order.id}
                  order={order}
                  expanded={open.has(order.id)}
                  onToggle={() => toggle(order.id)}
                />
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
