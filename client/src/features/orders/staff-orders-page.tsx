import { StaffPlaceholder } from '@/components/layout/staff-placeholder';

/** /staff/orders: corporate orders to approve, reject and complete arrive with their issue. */
export function StaffOrdersPage() {
  return (
    <StaffPlaceholder
      title="Corporate Orders"
      description="Catering orders to approve, reject and complete."
    />
  );
}
