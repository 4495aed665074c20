import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/page-meta/use-document-title';

/** An unknown path under /staff, shown inside the staff layout, with the way back to the dashboard. */
export function StaffNotFoundPage() {
  useDocumentTitle('404 Page Not Found');
  return (
    <section>
      <h1 className="text-3xl font-semibold">404 Page Not Found</h1>
      <p className="mt-2 text-muted-foreground">Did you forget to add the page to the router?</p>
      <Link href={paths.staff.dashboard} className={cn(buttonVariants(), 'mt-6')}>
        Dashboard
      </Link>
    </section>
  );
}
