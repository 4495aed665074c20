import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatPaiseWhole } from '@shared/money';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatCount } from '../dashboard-figures';
import { useOverview } from '../api/dashboard';

function FigureCard({
  title,
  value,
  hint,
  href,
}: {
  title: string;
  value: ReactNode;
  hint: string;
  href?: string;
}) {
  const body = (
    <CardContent className="space-y-1">
      <h3 className="font-sans text-sm font-medium text-muted-foreground">{title}</h3>
      <p className="text-3xl font-semibold tabular-nums">{value}</p>
      <p className="text-xs text-muted-foreground">{hint}</p>
    </CardContent>
  );
  return (
    <Card className={href ? 'transition-colors hover:border-accent' : undefined}>
      {href ? (
        <Link
          href={href}
          className="block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {body}
        </Link>
      ) : (
        body
      )}
    </Card>
  );
}

const skeleton = <span className="inline-block h-8 w-16 animate-pulse rounded bg-muted" />;

/** Active Reservations, Completed Bookings, Pending Orders and Total Revenue. */
export function OverviewCards() {
  const overview = useOverview();
  const data = overview.data;
  const show = (n: number | undefined, format: (n: number) => string = formatCount) =>
    data === undefined ? (overview.isError ? '—' : skeleton) : format(n ?? 0);

  return (
    <section aria-labelledby="overview-heading" aria-busy={overview.isPending}>
      <h2 id="overview-heading" className="sr-only">
        Business at a glance
      </h2>
      {overview.isError && (
        <p role="alert" className="mb-3 text-sm text-destructive">
          Could not load the figures. They will be tried again in a minute.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <FigureCard
          title="Active Reservations"
          value={show(data?.activeReservations)}
          hint="Confirmed bookings from today on"
          href={paths.staff.reservations}
        />
        <FigureCard
          title="Completed Bookings"
          value={show(data?.completedBookings)}
          hint="Parties marked completed"
        />
        <FigureCard
          title="Pending Orders"
          value={show(data?.pendingOrders)}
          hint="Paid corporate orders awaiting your approval"
          href={paths.staff.orders}
        />
        <FigureCard
          title="Total Revenue"
          value={show(data?.totalRevenuePaise, formatPaiseWhole)}
          hint="Paid corporate orders, refunds left out"
        />
      </div>
    </section>
  );
}
