import { eq, lt } from 'drizzle-orm';
import session from 'express-session';
import { sessions } from '@shared/schema/sessions';
import type { Db } from '../../db/connection';

type Callback<T = void> = (err?: unknown, value?: T) => void;

const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;

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

type Marked = { [LOADED]?: true };

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
      .select({ sess: sessions.sess, expire: sessions.expire })
      .from(sessions)
      .where(eq(sessions.sid, sid))
      .limit(1)
      .then(([row]) => {
        if (!row || row.expire.getTime() <= Date.now()) return callback(undefined, null);
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
      ? this.db.update(sessions).set({ sess: value, expire }).where(eq(sessions.sid, sid))
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
      .where(eq(sessions.sid, sid))
      .then(
        () => callback?.(),
        (err: unknown) => callback?.(err),
      );
  }

  override destroy(sid: string, callback?: Callback): void {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
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
