import { StaffPlaceholder } from '@/components/layout/staff-placeholder';
import { CorporateOrderingSwitch } from './components/corporate-ordering-switch';

/** /staff: the corporate-ordering switch; analytics and today's numbers arrive with their issue. */
export function StaffDashboardPage() {
  return (
    <div className="space-y-8">
      <StaffPlaceholder
        title="Dashboard"
        description="Analytics, the corporate-ordering switch and today's numbers."
      />
      <div className="max-w-xl">
        <CorporateOrderingSwitch />
      </div>
    </div>
  );
}
