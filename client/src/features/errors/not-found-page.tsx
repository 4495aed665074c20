import { AlertCircle } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/page-meta/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardContent>
          <div className="flex items-center gap-2">
            <AlertCircle className="h-8 w-8 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">
            Did you forget to add the page to the router?
          </p>
          {/* The spec's text stays as it is; these are the ways back to the site. */}
          <div className="mt-6 flex flex-wrap gap-3">
            <Link href={paths.home} className={buttonVariants()}>
              Home
            </Link>
            <Link href={paths.book} className={buttonVariants({ variant: 'outline' })}>
              Reservations
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
