import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useSearch } from 'wouter';
import { loginSchema, type LoginInput } from '@shared/contracts/auth';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { useLogin, useUser, type LoginOutcome } from '@/lib/auth';
import { loginNotice } from '@/lib/session-ended';
import { useDocumentTitle } from '@/lib/page-meta/use-document-title';

// The product's words for a wrong password; a rate limit or a lost connection is said as it is, so staff
// who typed the right password are not told it was wrong.
function failureDescription(outcome: Exclude<LoginOutcome, { ok: true }>): string {
  if (outcome.reason === 'rate-limited') return outcome.message;
  if (outcome.reason === 'network') {
    return 'Could not reach the server. Please check your connection and try again.';
  }
  return 'Invalid username or password.';
}

export default function LoginPage() {
  useDocumentTitle('Staff Login');
  const { data: user, isPending } = useUser();
  const login = useLogin();
  const [, navigate] = useLocation();
  // Why they were sent here, if the portal said (a session that ended under them).
  const notice = loginNotice(useSearch());
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (user) navigate(paths.staff.dashboard, { replace: true });
  }, [user, navigate]);

  if (isPending) return <Spinner label="Checking your sign-in" className="min-h-[60vh]" />;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const outcome = await login.mutateAsync(values);
      if (outcome.ok) {
        toast({ title: 'Login successful', description: 'Welcome back!' });
        navigate(paths.staff.dashboard);
      } else {
        toast({
          variant: 'destructive',
          title: 'Login failed',
          description: failureDescription(outcome),
        });
      }
    } catch {
      toast({
        variant: 'destructive',
        title: 'Login error',
        description: 'An unexpected error occurred.',
      });
    }
  });

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-16">
      <Card>
        <CardContent spacious>
          <h1 className="text-3xl font-semibold">Staff Login</h1>
          <p className="mt-2 text-sm text-muted-foreground">
            Sign in to manage reservations, menus and content.
          </p>
          {notice && (
            <p
              role="alert"
              className="mt-4 rounded-md border border-border bg-muted px-3 py-2 text-sm text-foreground"
            >
              {notice}
            </p>
          )}
          <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
            <Field id="username" label="Username" error={errors.username?.message}>
              <Input autoComplete="username" {...form.register('username')} />
            </Field>
            <Field id="password" label="Password" error={errors.password?.message}>
              <Input
                type="password"
                autoComplete="current-password"
                {...form.register('password')}
              />
            </Field>
            <Button type="submit" className="w-full" disabled={login.isPending}>
              {login.isPending ? 'Signing in...' : 'Sign in'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
