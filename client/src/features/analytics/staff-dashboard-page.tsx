import { useDocumentTitle } from '@/lib/page-meta/use-document-title';
import { AnalyticsBlock } from './components/analytics-block';
import { CorporateOrderingSwitch } from './components/corporate-ordering-switch';
import { OverviewCards } from './components/overview-cards';
import { SetupChecklist } from './components/setup-checklist';
import { TonightPanel } from './components/tonight-panel';

/** /staff: today's business first, then how the website is doing. */
export function StaffDashboardPage() {
  useDocumentTitle('Dashboard');
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-semibold">Dashboard</h1>
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
