import { lazy, Suspense, useState } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { useRestaurantToday } from '@/lib/dates/restaurant-today';
import { useDashboard } from '../api/dashboard';
import {
  DEFAULT_RANGE_DAYS,
  formatCount,
  formatDay,
  lastDays,
  type RangeDays,
} from '../dashboard-figures';
import { RangeSelector } from './range-selector';

const AnalyticsCharts = lazy(() => import('./analytics-charts'));

function ChartsSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-4 lg:grid-cols-2">
      <div className="h-80 animate-pulse rounded-xl bg-muted lg:col-span-2" />
      <div className="h-64 animate-pulse rounded-xl bg-muted" />
      <div className="h-64 animate-pulse rounded-xl bg-muted" />
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string | undefined }) {
  // A <dl> may hold only <div> groups of <dt> and <dd>: the card is that group.
  return (
    <Card className="space-y-1 p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">
        {value ?? <span className="inline-block h-7 w-14 animate-pulse rounded bg-muted" />}
      </dd>
    </Card>
  );
}

/** Visitors, page views and the reservation funnel over the last 7, 30 or 90 days. */
export function AnalyticsBlock() {
  const [days, setDays] = useState<RangeDays>(DEFAULT_RANGE_DAYS);
  const today = useRestaurantToday();
  const range = today === undefined ? undefined : lastDays(days, today);
  const dashboard = useDashboard(range);
  const data = dashboard.data;
  const figure = (n: number | undefined) => (n === undefined ? undefined : formatCount(n));
  const nothingYet =
    data !== undefined &&
    data.totalPageViews === 0 &&
    data.reservationFunnel.started === 0 &&
    data.reservationFunnel.completed === 0;

  return (
    <section aria-labelledby="analytics-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="analytics-heading" className="text-2xl font-semibold">
            Website analytics
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {data
              ? `${formatDay(data.startDate)} – ${formatDay(data.endDate)} · visitors, not staff`
              : 'Loading…'}
          </p>
        </div>
        <RangeSelector value={days} onChange={setDays} />
      </div>

      {dashboard.isError && (
        <p role="alert" className="text-sm text-destructive">
          Could not load the analytics. Choose a range to try again.
        </p>
      )}

      <dl
        className="grid grid-cols-2 gap-4 lg:grid-cols-4"
        aria-busy={dashboard.isFetching}
        aria-label="Visitor figures"
      >
        <Figure label="Total Visitors" value={figure(data?.totalVisitors)} />
        <Figure label="Total Page Views" value={figure(data?.totalPageViews)} />
        <Figure label="New Customers" value={figure(data?.newCustomers)} />
        <Figure label="Returning Customers" value={figure(data?.returningCustomers)} />
      </dl>

      {data === undefined ? (
        !dashboard.isError && <ChartsSkeleton />
      ) : nothingYet ? (
        <Card>
          <CardContent>
            <p className="text-muted-foreground">
              No visits recorded in this range yet. Figures appear here as guests browse the site.
            </p>
          </CardContent>
        </Card>
      ) : (
        <Suspense fallback={<ChartsSkeleton />}>
          <AnalyticsCharts data={data} />
        </Suspense>
      )}
    </section>
  );
}
