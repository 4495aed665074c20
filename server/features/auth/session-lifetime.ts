import type { Request, RequestHandler } from 'express';

/** A staff session ends after this long without a request... */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** ...and this long after signing in, however busy. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** How often the last-seen time is written back (not on every request). */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

type Lifetimes = { signedInAt?: number; lastSeenAt?: number; generation?: number };

const lifetimesOf = (req: Request) => req.session as unknown as Lifetimes;

/**
 * Called at sign-in, on the new session, with the user's session generation (users.ts): the
 * session counts only while the user's generation is still this one.
 */
export function markSignedIn(req: Request, at: Date, generation: number): void {
  const times = lifetimesOf(req);
  times.signedInAt = at.getTime();
  times.lastSeenAt = at.getTime();
  times.generation = generation;
}

/** The session that survives its user's other sessions ending takes the new generation. */
export function adoptGeneration(req: Request, generation: number): void {
  lifetimesOf(req).generation = generation;
}

/** The generation a stored session was signed in under (sessions from before it count as 0). */
export function generationOf(sess: unknown): number {
  const value = (sess as Lifetimes | undefined)?.generation;
  return typeof value === 'number' ? value : 0;
}

/**
 * Ends a signed-in session that was idle too long or is too old, on the app's clock: the request
 * goes on as a visitor's (so staff routes answer 401) and the session row is deleted.
 */
export function sessionLifetime(now: () => Date): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) return next();
    const at = now().getTime();
    const times = lifetimesOf(req);
    // A session from before these limits existed starts its clocks now.
    times.signedInAt ??= at;
    times.lastSeenAt ??= at;
    const idle = at - times.lastSeenAt > SESSION_IDLE_MS;
    const old = at - times.signedInAt > SESSION_ABSOLUTE_MS;
    if (idle || old) {
      req.user = undefined;
      req.session.destroy(() => next());
      return;
    }
    if (at - times.lastSeenAt >= LAST_SEEN_RESOLUTION_MS) times.lastSeenAt = at;
    next();
  };
}
