import { StaffPlaceholder } from '@/components/layout/staff-placeholder';

/** /staff/menu, inside the staff layout: the menu tools arrive with their issue. */
export function StaffMenuPage() {
  return (
    <StaffPlaceholder title="Menu Management" description="Menu items of the corporate menu." />
  );
}
