import { StaffPlaceholder } from '@/components/layout/staff-placeholder';

/** /staff: analytics, the corporate-ordering switch and today's numbers arrive with their issue. */
export function StaffDashboardPage() {
  return (
    <StaffPlaceholder
      title="Dashboard"
      description="Analytics, the corporate-ordering switch and today's numbers."
    />
  );
}
