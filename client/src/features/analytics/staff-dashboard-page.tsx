import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/page-meta/use-document-title';
import { AnalyticsBlock } from './components/analytics-block';
import { CorporateOrderingSwitch } from './components/corporate-ordering-switch';
import { OverviewCards } from './components/overview-cards';
import { SetupChecklist } from './components/setup-checklist';
import { TonightPanel } from './components/tonight-panel';

/**
 * /staff: warnings first (the app passes those of other areas, such as failed messages), then
 * today's business, then how the website is doing.
 */
export function StaffDashboardPage({ notices }: { notices?: ReactNode }) {
  useDocumentTitle('Dashboard');
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-semibold">Dashboard</h1>
      {notices}
      <SetupChecklist />
      <OverviewCards />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <TonightPanel />
        <div className="space-y-6">
          <CorporateOrderingSwitch />
        </div>
      </div>
      <AnalyticsBlock />
    </div>
  );
}
