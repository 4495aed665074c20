import {
  NON_VEG_COURSE_PRICE_RUPEES,
  VEG_COURSE_PRICE_RUPEES,
  GST_PERCENT,
} from '@shared/constants';
import { ESTIMATE_PAID_AT_THE_RESTAURANT } from '@shared/domain/booking-payment-words';
import { formatPaise, formatRupees } from '@shared/money';
import { menuEstimate } from '@/lib/reservations/menu-split';

const count = (v: number | string) => Math.max(0, Number(v) || 0);

/** The running estimate under the menus: each menu, the 5% GST, the total, and where it is paid. */
export function BookingEstimate({
  vegCount,
  nonVegCount,
  note = ESTIMATE_PAID_AT_THE_RESTAURANT,
}: {
  vegCount: number | string;
  nonVegCount: number | string;
  /**
   * Where a payment online applies, what it is instead (the booking form's night and party:
   * estimatePaymentNote; a booking paid online: payment-display.ts changeEstimateNote).
   */
  note?: string;
}) {
  const veg = count(vegCount);
  const nonVeg = count(nonVegCount);
  const estimate = menuEstimate(veg, nonVeg);
  const rows: [string, string, string][] = [
    [
      'Vegetarian menu',
      `${veg} × ${formatRupees(VEG_COURSE_PRICE_RUPEES)}`,
      formatPaise(estimate.vegPaise),
    ],
    [
      'Non-vegetarian menu',
      `${nonVeg} × ${formatRupees(NON_VEG_COURSE_PRICE_RUPEES)}`,
      formatPaise(estimate.nonVegPaise),
    ],
    ['GST', GST_PERCENT, formatPaise(estimate.gstPaise)],
  ];
  return (
    <section aria-labelledby="estimate-heading" className="rounded-md border border-border p-3">
      {/* Not a heading: the form it sits in has none, and a lone h3 breaks the page's outline. */}
      <p id="estimate-heading" className="text-sm font-semibold">
        Estimate
      </p>
      <dl className="mt-2 space-y-1 text-sm">
        {rows.map(([label, detail, amount]) => (
          <div key={label} className="flex items-baseline gap-3">
            <dt>
              {label} <span className="whitespace-nowrap text-muted-foreground">{detail}</span>
            </dt>
            <dd className="ml-auto whitespace-nowrap tabular-nums">{amount}</dd>
          </div>
        ))}
        <div className="flex gap-2 border-t border-border pt-1 font-semibold">
          <dt>Total incl. GST</dt>
          <dd className="ml-auto tabular-nums">{formatPaise(estimate.totalPaise)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-muted-foreground">{note}</p>
    </section>
  );
}
