import { Link } from 'wouter';
import type { TonightSeatingDto } from '@shared/contracts/analytics';
import { seatingLabel } from '@shared/contracts/seatings';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDay } from '../dashboard-figures';
import { useOverview } from '../api/dashboard';

/** Where the service sheet opens: the reservations screen on its Tonight tab. */
export const SERVICE_SHEET_HREF = `${paths.staff.reservations}?view=tonight`;

function seatingState(s: TonightSeatingDto): string | null {
  if (!s.isActive) return 'Not offered';
  if (s.blocked) return 'Blocked';
  if (s.seatsLeft === 0) return 'Full';
  return null;
}

export function SeatingRow({ seating }: { seating: TonightSeatingDto }) {
  const state = seatingState(seating);
  // A label made from the times already says them; one staff chose gets the times beside it.
  const times = seatingLabel(seating.startTime, seating.endTime);
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
      <div>
        <p className="font-medium">
          {seating.slot}
          {seating.slot !== times && (
            <>
              {' '}
              <span className="text-sm font-normal text-muted-foreground">{times}</span>
            </>
          )}
        </p>
        <p className="text-sm text-muted-foreground">
          {seating.veg} veg · {seating.nonVeg} non-veg
        </p>
      </div>
      <div className="flex items-center gap-3 text-right">
        <p>
          <span className="text-2xl font-semibold tabular-nums">{seating.covers}</span>{' '}
          <span className="text-sm text-muted-foreground">
            {seating.covers === 1 ? 'cover' : 'covers'}
          </span>
        </p>
        {state ? (
          <Badge variant={state === 'Full' ? 'warning' : 'neutral'}>{state}</Badge>
        ) : (
          <span className="text-sm text-muted-foreground">
            {seating.seatsLeft} of {seating.capacity} seats left
          </span>
        )}
      </div>
    </li>
  );
}

/** Tonight's seatings: covers with their menu split and seats left, and the way to the sheet. */
export function TonightPanel() {
  const overview = useOverview();
  const tonight = overview.data?.tonight;
  const total = tonight?.seatings.reduce((sum, s) => sum + s.covers, 0) ?? 0;

  return (
    <Card>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-xl font-semibold">Tonight</h2>
          {tonight && <p className="text-sm text-muted-foreground">{formatDay(tonight.date)}</p>}
        </div>
        {overview.isPending ? (
          <div
            role="status"
            aria-busy="true"
            aria-label="Loading tonight's seatings"
            className="space-y-3"
          >
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-12 animate-pulse rounded bg-muted" />
            ))}
          </div>
        ) : overview.isError || !tonight ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load tonight’s seatings.
          </p>
        ) : tonight.seatings.length === 0 ? (
          <p className="text-sm text-muted-foreground">No seatings are set up.</p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              {total === 0
                ? 'No guests booked yet.'
                : `${total} ${total === 1 ? 'guest' : 'guests'} booked across the seatings.`}
            </p>
            <ul className="divide-y divide-border" aria-label="Tonight's seatings">
              {tonight.seatings.map((s) => (
                <SeatingRow key={s.slot} seating={s} />
              ))}
            </ul>
          </>
        )}
        <Link href={SERVICE_SHEET_HREF} className="inline-block text-sm text-accent underline">
          Open the service sheet
        </Link>
      </CardContent>
    </Card>
  );
}
