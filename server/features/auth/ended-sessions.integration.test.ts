import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type session from 'express-session';
import { sessions } from '@shared/schema/sessions';
import { createApp } from '../../app';
import { createLogger } from '../../lib/logger';
import { insertStaffUser } from '../../test/factories';
import { createTestApp, signedInAgent, TEST_ADMIN, type TestApp } from '../../test/test-app';

// The secret createTestApp signs session cookies with, so a second process can read them.
const TEST_SESSION_SECRET = 'test-secret-that-is-long-enough-for-sessions';
import { testDatabaseKind } from '../../test/test-database';
import { DatabaseSessionStore } from './session-store';

type Agent = ReturnType<typeof request.agent>;

/** The session rows of one user, as a request that read them would hold them. */
const rowsOf = (t: TestApp, userId: number) =>
  t.database.db
    .select()
    .from(sessions)
    .where(sql`(${sessions.sess} #>> '{passport,user}') = ${String(userId)}`);

const signIn = async (app: TestApp['app'], credentials: { username: string; password: string }) => {
  const agent = request.agent(app);
  await agent.post('/api/auth/login').send(credentials).expect(200);
  return agent;
};

const idOf = async (agent: Agent) => (await agent.get('/api/auth/check').expect(200)).body.id;

/** What a request that read the session before it ended does when it finishes: saves it. */
async function inFlightCopies(store: DatabaseSessionStore, sids: string[]) {
  const copies = await Promise.all(
    sids.map(
      (sid) =>
        new Promise<[string, session.SessionData]>((resolve, reject) =>
          store.get(sid, (err, sess) => (err || !sess ? reject(err) : resolve([sid, sess]))),
        ),
    ),
  );
  return {
    /** Saves every copy but those of the sessions named (still in use, hence not stale). */
    saveAll: (except = new Set<string>()) =>
      Promise.all(
        copies
          .filter(([sid]) => !except.has(sid))
          .map(
            ([sid, sess]) =>
              new Promise<void>((resolve, reject) =>
                // A rolling session's request moves its last-seen time, so it is saved.
                store.set(sid, { ...sess, lastSeenAt: Date.now() } as session.SessionData, (err) =>
                  err ? reject(err) : resolve(),
                ),
              ),
          ),
      ),
  };
}

describe(`ended sessions stay ended (${testDatabaseKind})`, () => {
  let t: TestApp;
  let store: DatabaseSessionStore;
  beforeAll(async () => {
    t = await createTestApp();
    store = new DatabaseSessionStore(t.database.db);
  });
  afterAll(() => t.close());

  it('A2: when a request in flight saves a session after sign-out, then the row is not recreated and the cookie signs nobody in', async () => {
    const stolen = await signedInAgent(t.app);
    const id = await idOf(stolen);
    const inFlight = await inFlightCopies(
      store,
      (await rowsOf(t, id)).map((r) => r.sid),
    );

    await stolen.post('/api/auth/logout').expect(204);
    await inFlight.saveAll();

    expect(await rowsOf(t, id)).toEqual([]);
    await stolen.get('/api/auth/check').expect(401);
  });

  it.each([
    ['a password change', 'password'],
    ['an admin reset', 'reset'],
    ['disabling the account', 'disable'],
    ['signing out everywhere on another device', 'logout'],
  ] as const)(
    'A2: when sessions are ended by %s, then an old copy of another session, even saved back by an old process, counts no more',
    async (_how, how) => {
      const password = 'quiet-lantern-4471';
      const staff = await insertStaffUser(t.database.db, { password });
      const credentials = { username: staff.username, password };
      const phone = await signIn(t.app, credentials);
      const laptop = await signIn(t.app, credentials);
      const before = await rowsOf(t, staff.id);
      expect(before).toHaveLength(2);
      const inFlight = await inFlightCopies(
        store,
        before.map((r) => r.sid),
      );

      if (how === 'password') {
        await laptop
          .post('/api/auth/password')
          .send({ currentPassword: password, newPassword: 'brand-new-kettle-9031' })
          .expect(204);
      } else if (how === 'reset') {
        const admin = await signedInAgent(t.app);
        await admin
          .post(`/api/users/${staff.id}/password`)
          .send({ password: 'temporary-walrus-5521' })
          .expect(204);
      } else if (how === 'disable') {
        const admin = await signedInAgent(t.app);
        await admin.patch(`/api/users/${staff.id}`).send({ disabled: true }).expect(200);
      } else {
        await laptop.post('/api/auth/logout-everywhere').expect(204);
      }
      // Only the session that changed the password is still there; it is not stale.
      const kept = new Set((await rowsOf(t, staff.id)).map((r) => r.sid));
      await inFlight.saveAll(kept);
      // A process still running the old store code upserts the ended rows back whole.
      for (const row of before.filter((r) => !kept.has(r.sid))) {
        await t.database.db
          .insert(sessions)
          .values(row)
          .onConflictDoUpdate({
            target: sessions.sid,
            set: { sess: row.sess, expire: row.expire },
          });
      }

      await phone.get('/api/auth/check').expect(401);
      await phone.get('/api/reservations').expect(401);
      if (how === 'password') {
        // The session that changed the password stays signed in, and keeps working.
        await laptop.get('/api/auth/check').expect(200);
        await laptop.get('/api/reservations').expect(200);
      } else {
        await laptop.get('/api/auth/check').expect(401);
      }
    },
  );

  it('A2: when a session ended in one process is written back, then another process on the same database refuses it', async () => {
    const second = createApp({
      config: t.config,
      db: t.database.db,
      logger: createLogger('silent'),
      sessionSecret: TEST_SESSION_SECRET,
    });
    const login = await request(t.app).post('/api/auth/login').send(TEST_ADMIN).expect(200);
    const cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0]!)
      .join('; ');
    await request(second).get('/api/auth/check').set('Cookie', cookie).expect(200);
    const before = await rowsOf(t, login.body.id);

    await request(second).post('/api/auth/logout').set('Cookie', cookie).expect(204);
    for (const row of before) {
      await t.database.db.insert(sessions).values(row).onConflictDoNothing();
    }

    await request(t.app).get('/api/auth/check').set('Cookie', cookie).expect(401);
    await request(second).get('/api/auth/check').set('Cookie', cookie).expect(401);
    // Signing in again works as ever.
    await signIn(second, TEST_ADMIN);
  });
});
