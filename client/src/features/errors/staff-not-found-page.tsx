import { StaffPlaceholder } from '@/components/layout/staff-placeholder';

/** An unknown path under /staff, shown inside the staff layout. */
export function StaffNotFoundPage() {
  return (
    <StaffPlaceholder
      title="404 Page Not Found"
      description="Did you forget to add the page to the router?"
    />
  );
}
