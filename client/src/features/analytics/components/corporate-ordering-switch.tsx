import { useId } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useUser } from '@/lib/auth';
import { useCorporateOrdering, useSetCorporateOrdering } from '../api/corporate-ordering';
import { Switch } from '@/components/ui/switch';

/** What staff who are not admins see: whether ordering is on, and who can change it. */
function CorporateOrderingState() {
  const setting = useCorporateOrdering();
  const state = setting.isPending ? '…' : setting.data?.value === 'true' ? 'On' : 'Off';
  return (
    <Card>
      <CardContent className="space-y-1">
        <p className="flex items-center justify-between gap-4 text-base font-semibold">
          Corporate Ordering
          <span className="text-sm font-normal text-muted-foreground">{state}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          Shows the corporate menu and checkout on /corporate. Only an admin can switch it.
        </p>
        {setting.isError && (
          <p role="alert" className="text-sm text-destructive">
            Could not read the current setting. Reload the page to try again.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The Corporate Ordering switch, for admins (other staff see its state only). It always shows
 * the value the server holds: a flip waits for the server to accept it, and a refusal leaves it
 * where it was (with a toast).
 */
export function CorporateOrderingSwitch() {
  const { data: user } = useUser();
  return user?.isAdmin ? <CorporateOrderingControl /> : <CorporateOrderingState />;
}

function CorporateOrderingControl() {
  const id = useId();
  const setting = useCorporateOrdering();
  const save = useSetCorporateOrdering();
  const enabled = setting.data?.value === 'true';

  const change = (next: boolean) =>
    save.mutate(next, {
      onSuccess: (saved) =>
        toast({
          title: saved.value === 'true' ? 'Corporate Ordering On' : 'Corporate Ordering Off',
          description:
            saved.value === 'true'
              ? 'The corporate menu and checkout now show on /corporate.'
              : 'The corporate menu and checkout are hidden from /corporate.',
        }),
    });

  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-4">
        <div className="space-y-1">
          <label htmlFor={`${id}-switch`} className="text-base font-semibold">
            Corporate Ordering
          </label>
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            Shows the corporate menu and checkout on /corporate.
          </p>
          {setting.isError && (
            <p role="alert" className="text-sm text-destructive">
              Could not read the current setting. Reload the page to try again.
            </p>
          )}
        </div>
        <div className="flex items-center gap-2 pt-0.5">
          <span aria-hidden="true" className="text-sm text-muted-foreground">
            {setting.isPending ? '…' : enabled ? 'On' : 'Off'}
          </span>
          <Switch
            id={`${id}-switch`}
            aria-describedby={`${id}-hint`}
            checked={enabled}
            onCheckedChange={change}
            disabled={setting.isPending || setting.isError || save.isPending}
            aria-busy={save.isPending}
          />
        </div>
      </CardContent>
    </Card>
  );
}
