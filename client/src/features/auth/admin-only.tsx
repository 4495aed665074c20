import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/page-meta/use-document-title';

export const ADMIN_ONLY_MESSAGE = 'Only an admin can use this page';

function AdminOnlyNotice({ standalone }: { standalone: boolean }) {
  useDocumentTitle('Admins only');
  const notice = (
    <Card className="w-full max-w-md">
      <CardContent>
        <h1 className="text-2xl font-semibold">{ADMIN_ONLY_MESSAGE}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Your account is a staff account. Ask an admin if you need to change this part of the site.
        </p>
        <Link href={paths.staff.dashboard} className={cn(buttonVariants(), 'mt-6')}>
          Back to the dashboard
        </Link>
      </CardContent>
    </Card>
  );
  return standalone ? (
    <main className="flex min-h-screen items-center justify-center px-4">{notice}</main>
  ) : (
    <div className="flex justify-center py-8">{notice}</div>
  );
}

/**
 * A page only admins may use (the server refuses its calls to anyone else): other staff see a
 * short notice with the way back instead. `standalone` for a page outside the staff layout.
 */
export function AdminOnly({
  children,
  standalone = false,
}: {
  children: ReactNode;
  standalone?: boolean;
}) {
  const { data: user } = useUser();
  if (!user?.isAdmin) return <AdminOnlyNotice standalone={standalone} />;
  return <>{children}</>;
}
