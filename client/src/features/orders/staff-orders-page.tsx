import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { LoadMore, PageCount } from '@/components/paging/paged-list';
import { Button } from '@/components/ui/button';
import { FilterButtons } from '@/components/paging/filter-buttons';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/page-meta/use-document-title';
import { loadedRows } from '@/lib/paging/use-paged-list';
import { useSettled } from '@/lib/paging/use-settled';
import { useCorporateOrderPages } from './api/corporate-orders';
import type { CorporateOrderDto } from '@shared/contracts/corporate-order';
import { ORDER_COLUMNS, OrderRow } from './components/order-row';
import { ORDER_FILTERS, groupOrders, orderListQuery, type OrderFilter } from './order-display';

const LOAD_FALLBACK = 'Failed to load corporate orders.';

/**
 * /staff/orders: corporate orders, newest first, to approve, reject and complete; read from the
 * server a page at a time, its filter and search run there.
 */
export function StaffOrdersPage() {
  useDocumentTitle('Corporate Orders');
  const [filter, setFilter] = useState<OrderFilter>('all');
  const [search, setSearch] = useState('');
  const settled = useSettled(search);
  const orders = useCorporateOrderPages(orderListQuery(filter, settled));
  const { rows, total } = loadedRows(orders.data);
  const narrowed = filter !== 'all' || settled.trim() !== '';
  // Open rows by order id, so they stay open when the list reloads after a change.
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  // The loaded rows in the list's two groups: what staff can act on, and what waits for money.
  const groups = orders.data ? groupOrders(rows) : undefined;
  const group = (id: string, title: string, hint: string, list: CorporateOrderDto[]) =>
    list.length > 0 && (
      <section aria-labelledby={id} className="mt-8 first:mt-0">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        <p className="mb-3 mt-1 text-sm text-muted-foreground">{hint}</p>
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
          <span>Payment</span>
          <span className="text-right">Total</span>
        </div>
        <ul aria-label={title} className="space-y-3">
          {list.map((order) => (
            <OrderRow
              key={order.id}
              order={order}
              expanded={open.has(order.id)}
              onToggle={() => toggle(order.id)}
            />
          ))}
        </ul>
      </section>
    );

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

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <FilterButtons label="Show" options={ORDER_FILTERS} value={filter} onChange={setFilter} />
        <Input
          type="search"
          aria-label="Search orders"
          placeholder="Company, contact, e-mail or order #"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="sm:max-w-xs"
        />
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
        ) : rows.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
            {narrowed ? 'No corporate orders match' : 'No corporate orders found'}
          </p>
        ) : (
          groups && (
            <>
              <div className="mb-4">
                <PageCount shown={rows.length} total={total} noun={['order', 'orders']} />
              </div>
              {group(
                'orders-settled',
                'Orders',
                'Paid orders to approve and deliver, and orders already settled.',
                groups.settled,
              )}
              {group(
                'orders-awaiting-payment',
                'Awaiting payment',
                'The buyer has not paid (yet): these cannot be approved. Check payment asks the gateway; Reject closes the order.',
                groups.awaitingPayment,
              )}
              <div className="mt-6">
                <LoadMore list={orders} label="Load more orders" />
              </div>
            </>
          )
        )}
      </div>
    </section>
  );
}
