import { nightEstimatePaise } from '@shared/domain/special-nights';
import { formatPaise, formatRupees } from '@shared/money';
import { useSpecialNight } from '@/lib/reservations/special-nights';

const PAYMENT_LINES = {
  usual: undefined,
  none: 'Paid at the restaurant.',
  deposit: 'A deposit per guest is paid when you book.',
  prepay: 'Prepaid in full when you book.',
} as const;

/**
 * On a special night: its name, its own menu, its price per guest and how it is paid, with the
 * party's estimate at that price. For the diner's eyes; the server prices the booking itself.
 */
export function SpecialNightNotice({
  date,
  vegCount,
  nonVegCount,
}: {
  date: string;
  vegCount: number;
  nonVegCount: number;
}) {
  const night = useSpecialNight(date || undefined);
  if (!night) return null;
  const guests = vegCount + nonVegCount;
  const payment = PAYMENT_LINES[night.payment];
  return (
    <section
      aria-labelledby="special-night-heading"
      className="rounded-lg border border-accent p-3 text-sm"
      data-testid="special-night"
    >
      <p id="special-night-heading" className="font-semibold">
        {night.name}
      </p>
      {night.menu && (
        <>
          <p className="mt-1">{night.menu.name}</p>
          <ol className="mt-1 list-decimal pl-5 text-muted-foreground">
            {night.menu.courses.map((c) => (
              <li key={c.courseNumber}>{c.description ? `${c.name}: ${c.description}` : c.name}</li>
            ))}
          </ol>
        </>
      )}
      {night.pricePerGuestRupees !== null && (
        <p className="mt-2">
          {`${formatRupees(night.pricePerGuestRupees)} + 5% GST per guest`}
          {guests > 0 &&
            ` · ${guests} ${guests === 1 ? 'guest' : 'guests'}: ${formatPaise(nightEstimatePaise(night, vegCount, nonVegCount))} incl. GST`}
        </p>
      )}
      {payment && <p className="mt-1 font-medium">{payment}</p>}
    </section>
  );
}
