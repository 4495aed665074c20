import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import session from 'express-session';
import { sessions } from '@shared/schema/sessions';
import { users } from '@shared/schema/users';
import { generationOf } from './session-lifetime';
import type { Db } from '../../db/connection';

type Callback<T = void> = (err?: unknown, value?: T) => void;

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_TTL_MS = DAY_MS;

function expiryOf(sess: session.SessionData): Date {
  const expires = sess.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + DEFAULT_TTL_MS);
}

/**
 * Set on every session read from the store (never written: it is dropped before saving). A
 * session so marked already had its row; saving it may only update that row, never insert it
 * again: a request in flight while the session was ended (sign-out, password change, reset,
 * disable) would otherwise bring the ended session back when it saves at its end.
 */
const LOADED = 'loadedFromStore';

type Marked = { [LOADED]?: true; passport?: { user?: unknown } };

/**
 * A session ended on its own (signing out of this device, or idle too long) leaves a row under
 * this prefix for a day, longer than any session may last: a copy of the session written back
 * whole (by a process on older code, or a backup) still finds it ended. Its user's other
 * sessions are untouched, so their generation (which ends every session at once) cannot be used.
 */
const ENDED = 'ended:';

/**
 * What a save of a session read from the store may overwrite: its own row, only while it is not
 * ended on its own, and only while the copy still carries its user's current session generation.
 * A request in flight, whatever the session's age (a save for one idle a minute or more, a touch
 * otherwise), thus never brings back or rewinds a session ended meanwhile; the check and the
 * write are one statement.
 */
function stillCurrent(sid: string, copy: Marked): SQL {
  const endedRow = sql`select 1 from ${sessions} where ${sessions.sid} = ${ENDED + sid}`;
  const conditions = [eq(sessions.sid, sid), sql`not exists (${endedRow})`];
  const userId = Number(copy.passport?.user);
  if (Number.isInteger(userId)) {
    conditions.push(
      sql`exists (select 1 from ${users} where ${users.id} = ${userId}
        and ${users.sessionGeneration} = ${generationOf(copy)})`,
    );
  }
  return and(...conditions)!;
}

/**
 * express-session store on our own database, so sign-ins survive restarts and are shared by
 * every server process, on PGlite and PostgreSQL alike.
 */
export class DatabaseSessionStore extends session.Store {
  constructor(private readonly db: Db) {
    super();
  }

  override get(sid: string, callback: Callback<session.SessionData | null>): void {
    this.db
      .select({ sid: sessions.sid, sess: sessions.sess, expire: sessions.expire })
      .from(sessions)
      .where(inArray(sessions.sid, [sid, ENDED + sid]))
      .then((rows) => {
        const row = rows.find((r) => r.sid === sid);
        const ended = rows.some((r) => r.sid === ENDED + sid);
        if (!row || ended || row.expire.getTime() <= Date.now()) return callback(undefined, null);
        callback(undefined, { ...row.sess, [LOADED]: true } as unknown as session.SessionData);
      }, callback);
  }

  /**
   * Saves a session: a new one (minted in this request, e.g. at sign-in) is inserted; one read
   * from the store only updates its row, so once ended it stays ended.
   */
  override set(sid: string, sess: session.SessionData, callback?: Callback): void {
    const expire = expiryOf(sess);
    const value = JSON.parse(JSON.stringify(sess)) as Record<string, unknown> & Marked;
    const loaded = value[LOADED] === true;
    delete value[LOADED];
    const saved = loaded
      ? this.db.update(sessions).set({ sess: value, expire }).where(stillCurrent(sid, value))
      : this.db
          .insert(sessions)
          .values({ sid, sess: value, expire })
          .onConflictDoUpdate({ target: sessions.sid, set: { sess: value, expire } });
    saved.then(
      () => callback?.(),
      (err: unknown) => callback?.(err),
    );
  }

  override touch(sid: string, sess: session.SessionData, callback?: Callback): void {
    this.db
      .update(sessions)
      .set({ expire: expiryOf(sess) })
      .where(stillCurrent(sid, sess as unknown as Marked))
      .then(
        () => callback?.(),
        (err: unknown) => callback?.(err),
      );
  }

  /** Ends one session: its row goes, and its mark stays a day (see ENDED). */
  override destroy(sid: string, callback?: Callback): void {
    const mark = { sid: ENDED + sid, sess: { ended: true }, expire: new Date(Date.now() + DAY_MS) };
    this.db
      .transaction(async (tx) => {
        await tx.delete(sessions).where(eq(sessions.sid, sid));
        await tx.insert(sessions).values(mark).onConflictDoNothing();
      })
      .then(
        () => callback?.(),
        (err: unknown) => callback?.(err),
      );
  }

  /** Deletes expired sessions; called on a timer by the server process. */
  async prune(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expire, new Date()));
  }
}
