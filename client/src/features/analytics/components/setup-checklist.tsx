import { useQuery } from '@tanstack/react-query';
import { Check, Circle, CircleDashed } from 'lucide-react';
import { Link } from 'wouter';
import * as endpoints from '@shared/api/endpoints';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { legalSettingsQueryOptions } from '@/lib/site-content/legal-settings';
import { useMedia } from '@/lib/site-content/media';
import { contactSettingsQueryOptions } from '@/lib/site-content/site-settings';
import { useTastingMenu } from '@/lib/site-content/tasting-menu';
import { setupSteps, stepsToDo } from '../setup-steps';

/**
 * For admins of a new site: what is still to enter, until it is all there. It stays out of the
 * way while anything is loading or failed to load, and disappears once every step is done.
 */
export function SetupChecklist() {
  const { data: user } = useUser();
  const contact = useQuery(contactSettingsQueryOptions());
  const sections = useQuery({
    queryKey: [endpoints.content.list.path],
    queryFn: ({ signal }) => api.call(endpoints.content.list, { signal }),
  });
  const media = useMedia();
  const legal = useQuery({ ...legalSettingsQueryOptions(), enabled: Boolean(user?.isAdmin) });
  const menus = useTastingMenu();
  if (!user?.isAdmin || !contact.data || !sections.data || !media.data || !legal.data) return null;
  if (!menus.data) return null;
  const steps = setupSteps({
    contact: contact.data,
    sections: sections.data,
    media: media.data,
    legal: legal.data,
    tastingMenu: menus.data,
  });
  const open = stepsToDo(steps).length;
  if (open === 0) return null;

  return (
    <Card>
      <CardContent className="space-y-3">
        <div>
          <h2 className="text-xl font-semibold">Finish setting up the site</h2>
          <p className="text-sm text-muted-foreground">
            {open} of {steps.length} still to do. Each says what guests see until it is entered.
          </p>
        </div>
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Setup steps">
          {steps.map((s) => (
            <li key={s.label} className="flex items-start gap-2 text-sm">
              {s.done ? (
                <Check className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
              ) : s.usesDefault ? (
                <CircleDashed
                  className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground"
                  aria-hidden="true"
                />
              ) : (
                <Circle
                  className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground"
                  aria-hidden="true"
                />
              )}
              <span>
                <span className={s.done ? 'text-muted-foreground line-through' : 'font-medium'}>
                  {s.label}
                </span>
                <span className="sr-only">
                  {s.done ? ' (done)' : s.usesDefault ? ' (optional)' : ' (to do)'}
                </span>
                {!s.done && (
                  <span className="text-muted-foreground">
                    {' '}
                    · {s.usesDefault ? 'optional: ' : ''}guests see {s.guestsSee} · {s.hint}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
        <Link href={paths.staff.content} className="inline-block text-sm text-accent underline">
          Go to Content Management
        </Link>
      </CardContent>
    </Card>
  );
}
