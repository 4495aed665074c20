import type { ConversionEventInput, PageViewInput } from '@shared/contracts/analytics';
import { idSchema } from '@shared/contracts/safe-input';
import type { Db } from '../../db/connection';
import type { Actor } from '../../lib/actor';
import {
  insertCompletion,
  insertConversionEvent,
  isFreshBooking,
  upsertSessionAndInsertView,
} from './analytics.repository';
import { isObviousBot, isPublicView, storedPagePath, storedReferrer } from './page-view-rules';

/** A completion counts only for a booking made this recently (the page reports it at once). */
export const COMPLETION_WINDOW_MINUTES = 60;

/** A view more than this long after the session's previous one starts a new visit. */
export const VISIT_GAP_MINUTES = 30;

/** The wall clock analytics records read; tests pin it. */
export type AnalyticsClock = { now: () => Date; timeZone: string };

/**
 * Stores a funnel event as the booking page sends it. A 'reservation_complete' is the funnel's
 * result, so it counts only for a real booking made within the last hour, and once per booking:
 * anything else is dropped quietly (the page ignores the answer either way).
 */
export async function recordConversion(
  db: Db,
  event: ConversionEventInput,
  actor: Actor,
  clock: AnalyticsClock,
): Promise<void> {
  const claimed = event.metadata?.reservationId;
  const reservationId = idSchema.safeParse(typeof claimed === 'number' ? claimed : undefined);
  const row = {
    eventType: event.eventType,
    sessionId: event.sessionId,
    userId: actor.kind === 'staff' ? actor.userId : null,
    reservationId: reservationId.success ? reservationId.data : null,
    metadata: event.metadata ?? null,
    timestamp: clock.now(),
  };
  if (event.eventType !== 'reservation_complete') {
    await insertConversionEvent(db, row);
    return;
  }
  if (row.reservationId === null) return;
  if (!(await isFreshBooking(db, row.reservationId, COMPLETION_WINDOW_MINUTES))) return;
  await insertCompletion(db, { ...row, reservationId: row.reservationId });
}

export type PageViewOutcome = 'stored' | 'ignored_bot';

/**
 * Stores one page view and counts it in its session, in one transaction. Obvious robots are
 * answered like anyone else but leave no trace. No IP address is stored, only the anonymous
 * session id, the page, what the browser says about itself and where the visitor came from.
 */
export async function recordPageView(
  db: Db,
  view: PageViewInput,
  context: { actor: Actor; headerUserAgent: string | undefined; clock: AnalyticsClock },
): Promise<PageViewOutcome> {
  if (isObviousBot(context.headerUserAgent, view.deviceInfo.userAgent)) return 'ignored_bot';
  const { userAgent, language, screenSize } = view.deviceInfo;
  const path = storedPagePath(view.path);
  const userId = context.actor.kind === 'staff' ? context.actor.userId : null;
  await db.transaction((tx) =>
    upsertSessionAndInsertView(
      tx,
      {
        path,
        sessionId: view.sessionId,
        userId,
        isPublic: isPublicView(path, userId),
        deviceInfo: { userAgent, language, screenSize },
        referrer: storedReferrer(view.referrer),
        createdAt: context.clock.now(),
      },
      VISIT_GAP_MINUTES,
    ),
  );
  return 'stored';
}
