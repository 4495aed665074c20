import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** What a staff page outside the staff layout shows a visitor who is not signed in. */
export function AuthenticationRequired({ reason }: { reason: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <Card className="w-full max-w-md">
        <CardContent className="text-center">
          <h1 className="text-2xl font-semibold">Authentication Required</h1>
          <p className="mt-2 text-muted-foreground">{reason}</p>
          <Button asChild className="mt-6">
            <Link href={paths.login}>Login</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
