import { GST_PERCENT } from '@shared/constants';
import type { BuyerOrderDto } from '@shared/contracts/corporate-order';
import { guestDate } from '@shared/date-display';
import { buyerOrderState } from '@shared/domain/corporate-order-rules';
import { formatPaise } from '@shared/money';
import { Link } from 'wouter';
import { Card, CardContent } from '@/components/ui/card';
import { BillTableHead } from '@/components/ui/bill-table-head';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/page-meta/use-document-title';
import { useBuyerOrder } from './buyer-order';
import { InvoiceCard } from './invoice-card';
import { usePaymentReturn, type PaymentReturn } from './payment-return';

const PAYMENT_TEXT: Record<BuyerOrderDto['paymentStatus'], string> = {
  not_paid: 'Not paid',
  pending: 'Not received yet',
  failed: 'Failed',
  completed: 'Paid',
  refunded: 'Refunded',
};

const REFUND_TEXT: Record<NonNullable<BuyerOrderDto['refund']>['status'], string> = {
  requested: 'on its way',
  processed: 'issued',
  failed: 'delayed: we will contact you',
};

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="space-y-2">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-[8rem_minmax(0,1fr)] gap-2 text-sm">
          <dt className="font-semibold">{label}</dt>
          <dd className="whitespace-pre-line break-words text-muted-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Bill({ order }: { order: BuyerOrderDto }) {
  return (
    <table className="w-full text-sm">
      <BillTableHead orderId={order.id} />
      <tbody>
        {order.orderItems.map((line, i) => (
          <tr key={`${line.name}-${i}`}>
            <td className="py-1.5 pr-2">{line.name}</td>
            <td className="py-1.5 text-right tabular-nums">{line.quantity}</td>
            <td className="py-1.5 pl-2 text-right tabular-nums">
              {formatPaise(Math.round(line.price * line.quantity * 100))}
            </td>
          </tr>
        ))}
      </tbody>
      {order.bill && (
        <tfoot className="border-t border-border">
          <tr>
            <th scope="row" colSpan={2} className="pt-2 text-left font-normal">
              Subtotal
            </th>
            <td className="pt-2 text-right tabular-nums">
              {formatPaise(order.bill.subtotalPaise)}
            </td>
          </tr>
          <tr>
            <th scope="row" colSpan={2} className="py-1 text-left font-normal">
              GST ({GST_PERCENT})
            </th>
            <td className="py-1 text-right tabular-nums">{formatPaise(order.bill.gstPaise)}</td>
          </tr>
          <tr className="font-semibold">
            <th scope="row" colSpan={2} className="text-left">
              Total
            </th>
            <td className="text-right tabular-nums">{formatPaise(order.bill.totalPaise)}</td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}

/**
 * The buyer's private order page, linked from the confirmation panel and every order mail: what
 * was ordered and charged, where it goes, and where it stands, followed as staff move it.
 */
const RETURN_TEXT: Record<Exclude<PaymentReturn, 'none'>, string> = {
  checking: 'Checking your payment…',
  confirmed: 'Thank you: your payment was received. The tax invoice is on its way by e-mail.',
  failed:
    'We could not confirm this payment yet. If money was taken, it will show here shortly; otherwise please contact us.',
  late: 'This payment link had expired, so the payment came too late for the delivery. It is being refunded in full, and we have e-mailed you the details.',
};

export default function OrderPage({ token }: { token: string }) {
  const query = useBuyerOrder(token);
  const order = query.data;
  useDocumentTitle(order ? `Order #${order.id}` : 'Your order');
  const returned = usePaymentReturn(token, order?.id);

  if (query.isPending) return <Spinner label="Loading your order" className="min-h-[60vh]" />;
  if (!order) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16">
        <h1 className="text-3xl font-semibold">Order not found</h1>
        <p className="mt-3 text-muted-foreground">
          This order link is not valid. Please check the link in your e-mail or call us.
        </p>
      </section>
    );
  }

  const state = buyerOrderState(order);
  const d = order.delivery;
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-16">
      <div>
        <h1 className="text-3xl font-semibold">Order #{order.id}</h1>
        <p className="mt-2 text-muted-foreground">{order.companyName}</p>
      </div>
      <Card>
        <CardContent className="space-y-2">
          <h2 className="text-xl font-semibold">Status</h2>
          {/* Read out when staff move the order while the page is open. */}
          <div role="status" aria-live="polite">
            <p className="text-lg font-semibold" data-testid="order-state">
              {state.label}
            </p>
            <p className="text-sm text-muted-foreground">{state.detail}</p>
          </div>
          <Facts
            rows={[
              ['Payment', PAYMENT_TEXT[order.paymentStatus]],
              ...(order.refund
                ? ([
                    [
                      'Refund',
                      `${formatPaise(order.refund.amount)}, ${REFUND_TEXT[order.refund.status]}`,
                    ],
                  ] as [string, string][])
                : []),
            ]}
          />
        </CardContent>
      </Card>
      {returned !== 'none' && (
        <p
          role="status"
          className="rounded-lg border border-accent/60 bg-accent/10 p-4 text-sm font-medium"
        >
          {RETURN_TEXT[returned]}
        </p>
      )}
      <InvoiceCard order={order} token={token} />
      <Card>
        <CardContent className="space-y-4">
          <h2 className="text-xl font-semibold">Your order</h2>
          <Bill order={order} />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="space-y-4">
          <h2 className="text-xl font-semibold">Delivery</h2>
          <Facts
            rows={[
              ['Contact person', order.contactPerson],
              ['Address', d.address || 'N/A'],
              ['Date', d.date ? guestDate(d.date) : 'N/A'],
              ['Time', d.time || 'N/A'],
              ['Instructions', d.instructions || 'None'],
            ]}
          />
          <p className="text-sm text-muted-foreground">
            Delivery charges are paid to the delivery partner.
          </p>
        </CardContent>
      </Card>
      <p className="text-sm text-muted-foreground">
        Questions about your order? Please{' '}
        <Link href={paths.contact} className="text-accent underline underline-offset-4">
          contact us
        </Link>
        .
      </p>
    </section>
  );
}
