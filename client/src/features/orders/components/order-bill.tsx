import { CORPORATE_FALLBACK_RUPEES_PER_ATTENDEE, GST_PERCENT } from '@shared/constants';
import type { CorporateOrderDto } from '@shared/contracts/corporate-order';
import { formatPaise, formatRupees } from '@shared/money';
import { BillTableHead } from '@/components/ui/bill-table-head';
import { orderBill } from '../order-display';

/** The items, subtotal, GST (5%) and total of one order. */
export function OrderBill({ order }: { order: CorporateOrderDto }) {
  const bill = orderBill(order);
  if (bill === null) {
    return <p className="text-sm text-muted-foreground">No items or total recorded.</p>;
  }
  return (
    <div>
      <table className="w-full text-sm">
        <BillTableHead orderId={order.id} />
        <tbody>
          {bill.lines.length === 0 ? (
            <tr>
              <td colSpan={3} className="py-1.5 text-muted-foreground">
                No items recorded
              </td>
            </tr>
          ) : (
            bill.lines.map((line, i) => (
              <tr key={`${line.name}-${i}`}>
                <td className="py-1.5 pr-2">{line.name}</td>
                <td className="py-1.5 text-right tabular-nums">{line.quantity}</td>
                <td className="py-1.5 pl-2 text-right tabular-nums">
                  {formatPaise(line.linePaise)}
                </td>
              </tr>
            ))
          )}
        </tbody>
        <tfoot className="border-t border-border">
          <tr>
            <th scope="row" colSpan={2} className="pt-2 text-left font-normal">
              Subtotal
            </th>
            <td className="pt-2 text-right tabular-nums">{formatPaise(bill.subtotalPaise)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2} className="py-1 text-left font-normal">
              GST ({GST_PERCENT})
            </th>
            <td className="py-1 text-right tabular-nums">{formatPaise(bill.gstPaise)}</td>
          </tr>
          <tr className="font-semibold">
            <th scope="row" colSpan={2} className="text-left">
              Total
            </th>
            <td className="text-right tabular-nums">{formatPaise(bill.totalPaise)}</td>
          </tr>
        </tfoot>
      </table>
      {bill.estimated && (
        <p className="mt-2 text-xs text-muted-foreground">
          No total was stored: estimated at {order.attendees} attendees ×{' '}
          {formatRupees(CORPORATE_FALLBACK_RUPEES_PER_ATTENDEE)}.
        </p>
      )}
    </div>
  );
}
