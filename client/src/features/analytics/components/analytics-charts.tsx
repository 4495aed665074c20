import type { ReactNode } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DashboardDto } from '@shared/contracts/analytics';
import { Card, CardContent } from '@/components/ui/card';
import {
  conversionRate,
  formatChartDay,
  formatCount,
  formatDay,
  funnelSteps,
  pageViewsSummary,
} from '../dashboard-figures';

// Loaded on its own when the dashboard opens, so the charting library never weighs on the other
// staff screens, let alone the public site. Each chart is hidden from assistive technology and
// read out instead from a summary and a visually hidden table with the same figures. The charts
// take no keyboard focus (accessibilityLayer off): focus inside aria-hidden content is a trap.

const axis = { stroke: 'var(--muted-foreground)', fontSize: 12 };
const tooltipStyle = {
  contentStyle: {
    background: 'var(--surface)',
    border: '1px solid var(--border)',
    borderRadius: 8,
    color: 'var(--foreground)',
  },
  labelStyle: { color: 'var(--foreground)' },
  itemStyle: { color: 'var(--foreground)' },
  cursor: { fill: 'var(--muted)' },
};

function ChartCard({
  title,
  summary,
  children,
  table,
}: {
  title: string;
  summary: ReactNode;
  children: ReactNode;
  table: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="space-y-3">
        <h3 className="text-lg font-semibold">{title}</h3>
        <p className="text-sm text-muted-foreground">{summary}</p>
        <div aria-hidden="true">{children}</div>
        {table}
      </CardContent>
    </Card>
  );
}

function HiddenTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: [string, string];
  rows: [string, string][];
}) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{headers[0]}</th>
          <th scope="col">{headers[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([a, b]) => (
          <tr key={a}>
            <th scope="row">{a}</th>
            <td>{b}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PageViewsChart({ days }: { days: DashboardDto['pageViewsOverTime'] }) {
  return (
    <ChartCard
      title="Page views over time"
      summary={pageViewsSummary(days)}
      table={
        <HiddenTable
          caption="Page views per day"
          headers={['Day', 'Page views']}
          rows={days.map((d) => [formatDay(d.date), formatCount(d.views)])}
        />
      }
    >
      <ResponsiveContainer width="100%" height={240}>
        <AreaChart data={days} accessibilityLayer={false} margin={{ left: -16, right: 8 }}>
          <CartesianGrid stroke="var(--border)" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={formatChartDay}
            minTickGap={24}
            tickLine={false}
            {...axis}
          />
          <YAxis allowDecimals={false} tickLine={false} width={48} {...axis} />
          <Tooltip labelFormatter={(d) => formatDay(String(d))} {...tooltipStyle} />
          <Area
            type="monotone"
            dataKey="views"
            name="Page views"
            stroke="var(--accent)"
            fill="var(--accent)"
            fillOpacity={0.15}
            strokeWidth={2}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

function TopPagesChart({ pages }: { pages: DashboardDto['topPages'] }) {
  if (pages.length === 0) {
    return (
      <ChartCard title="Top pages" summary="No page views in this range." table={null}>
        {null}
      </ChartCard>
    );
  }
  const top = pages[0]!;
  return (
    <ChartCard
      title="Top pages"
      summary={`Most viewed: ${top.path} with ${formatCount(top.views)} ${top.views === 1 ? 'view' : 'views'}.`}
      table={
        <HiddenTable
          caption="The most viewed pages"
          headers={['Page', 'Views']}
          rows={pages.map((p) => [p.path, formatCount(p.views)])}
        />
      }
    >
      <ResponsiveContainer width="100%" height={48 * pages.length + 24}>
        <BarChart
          data={pages}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ left: 8, right: 16 }}
        >
          <XAxis type="number" allowDecimals={false} tickLine={false} {...axis} />
          <YAxis type="category" dataKey="path" width={120} tickLine={false} {...axis} />
          <Tooltip {...tooltipStyle} />
          <Bar
            dataKey="views"
            name="Views"
            fill="var(--accent)"
            radius={[0, 4, 4, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

function FunnelChart({ funnel }: { funnel: DashboardDto['reservationFunnel'] }) {
  const steps = funnelSteps(funnel);
  const rate = conversionRate(funnel);
  return (
    <ChartCard
      title="Reservation funnel"
      summary={
        <>
          Conversion rate <strong className="text-lg text-foreground">{rate}</strong>{' '}
          <span>(completed ÷ started)</span>
        </>
      }
      table={
        <HiddenTable
          caption="Reservation funnel"
          headers={['Step', 'Events']}
          rows={steps.map((s) => [s.step, formatCount(s.count)])}
        />
      }
    >
      <ResponsiveContainer width="100%" height={200}>
        <BarChart data={steps} accessibilityLayer={false} margin={{ left: -16, right: 8 }}>
          <CartesianGrid stroke="var(--border)" vertical={false} />
          <XAxis dataKey="step" tickLine={false} {...axis} />
          <YAxis allowDecimals={false} tickLine={false} width={48} {...axis} />
          <Tooltip {...tooltipStyle} />
          <Bar
            dataKey="count"
            name="Events"
            fill="var(--accent)"
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** The three charts of the analytics block. */
export default function AnalyticsCharts({ data }: { data: DashboardDto }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <PageViewsChart days={data.pageViewsOverTime} />
      </div>
      <TopPagesChart pages={data.topPages} />
      <FunnelChart funnel={data.reservationFunnel} />
    </div>
  );
}
