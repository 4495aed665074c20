import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { useMessageAlerts } from '../api/messages';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The dashboard's warnings about messages: any that failed in the last day (staff can send them
 * again), and jobs paused since a restore (only the operator can release them).
 */
export function MessageAlerts() {
  const alerts = useMessageAlerts();
  if (!alerts.data) return null;
  const { failedLastDay, pausedSinceRestore } = alerts.data;
  if (failedLastDay === 0 && pausedSinceRestore === 0) return null;
  return (
    <div className="space-y-3">
      {failedLastDay > 0 && (
        <div role="alert" className="rounded-lg border border-destructive bg-surface p-4 text-sm">
          <p className="font-semibold text-destructive">
            {plural(failedLastDay, 'message', 'messages')} to guests failed in the last day.
          </p>
          <p className="mt-1">
            The guest did not get it.{' '}
            <Link href={paths.staff.messages} className="font-medium underline underline-offset-4">
              See the messages
            </Link>{' '}
            to find out why and send them again.
          </p>
        </div>
      )}
      {pausedSinceRestore > 0 && (
        <div role="status" className="rounded-lg border border-amber-500 bg-surface p-4 text-sm">
          <p className="font-semibold">
            {plural(pausedSinceRestore, 'job is', 'jobs are')} paused since this site was restored
            from a backup.
          </p>
          <p className="mt-1">
            Mail to guests, payment checks and refunds wait until whoever runs the server decides:
            <code className="mx-1 rounded bg-muted px-1">npm run jobs -- list</code>
            shows them, <code className="mx-1 rounded bg-muted px-1">release</code> sends them,
            <code className="mx-1 rounded bg-muted px-1">discard</code> drops them.
          </p>
        </div>
      )}
    </div>
  );
}
