import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sessions } from '@shared/schema/sessions';
import { insertStaffUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

const ORIGIN = 'http://localhost:5000';
const MINUTE = 60_000;

/** The session rows of one user (rows marking ended sessions name nobody). */
const rowsOf = (t: TestApp, userId: number) =>
  t.database.db
    .select()
    .from(sessions)
    .where(sql`(${sessions.sess} #>> '{passport,user}') = ${String(userId)}`);

const cookieOf = (res: request.Response) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0]!)
    .join('; ');

describe(`signing out (${testDatabaseKind})`, () => {
  let t: TestApp;
  let clock = Date.parse('2026-11-28T10:00:00Z');
  let base: string;
  let server: http.Server;
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => new Date(clock) });
    server = http.createServer(t.app).listen(0);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.close();
    await t.close();
  });

  const newUser = async (isAdmin = false) => {
    const user = await insertStaffUser(t.database.db, { isAdmin });
    const signIn = async () =>
      cookieOf(
        await request(t.app)
          .post('/api/auth/login')
          .send({ username: user.username, password: user.plainPassword })
          .expect(200),
      );
    return { user, signIn };
  };
  const check = (cookie: string) => request(t.app).get('/api/auth/check').set('Cookie', cookie);
  const post = (path: string, cookie: string) =>
    request(t.app).post(path).set('Cookie', cookie).set('Origin', ORIGIN);

  it('B5: when one of two sessions of an account signs out, then the other keeps working, and the ended one stays ended even if its row is written back whole', async () => {
    const { user, signIn } = await newUser();
    const tablet = await signIn();
    const laptop = await signIn();
    const tabletRow = (await rowsOf(t, user.id)).find((r) => tablet.includes(r.sid))!;

    await post('/api/auth/logout', tablet).expect(204);

    await check(tablet).expect(401);
    expect((await check(laptop).expect(200)).body.username).toBe(user.username);
    await request(t.app).get('/api/reservations').set('Cookie', laptop).expect(200);
    // A process on older code, or a restored backup, puts the ended row back as it was.
    await t.database.db.insert(sessions).values(tabletRow).onConflictDoNothing();
    await check(tablet).expect(401);
    await check(laptop).expect(200);
  });

  it('B5: when a user signs out everywhere, then every session of theirs ends, no other user is touched, and it is refused cross-site and to nobody', async () => {
    const { user, signIn } = await newUser();
    const other = await (await newUser()).signIn();
    const tablet = await signIn();
    const laptop = await signIn();

    await request(t.app)
      .post('/api/auth/logout-everywhere')
      .set('Cookie', laptop)
      .set('Origin', 'https://evil.example')
      .expect(403);
    await check(tablet).expect(200);
    await request(t.app).post('/api/auth/logout-everywhere').set('Origin', ORIGIN).expect(401);

    const res = await post('/api/auth/logout-everywhere', laptop).expect(204);
    expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).join(';')).toMatch(/sid=;/);
    await check(laptop).expect(401);
    await check(tablet).expect(401);
    expect(await rowsOf(t, user.id)).toEqual([]);
    await check(other).expect(200);
  });

  /**
   * A request of `cookie` that reads its session now and ends only when `finish` is called: a
   * slow upload, the one kind of request whose body is read after its session.
   */
  const slowUpload = async (cookie: string) => {
    let status = 0;
    const boundary = 'b6-boundary';
    const req = http.request(`${base}/api/media/upload`, {
      method: 'POST',
      headers: {
        cookie,
        origin: ORIGIN,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    const done = new Promise<void>((resolve, reject) => {
      req.on('response', (res) => {
        status = res.statusCode!;
        res.resume().on('end', resolve);
      });
      req.on('error', reject);
    });
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    // Time for the server to read the session and pass the guards before the body ends.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return {
      finish: async () => {
        req.end(`not a picture\r\n--${boundary}--\r\n`);
        await done;
        return status;
      },
    };
  };

  // The store treats a session by its age: one seen within the minute is only touched at the end
  // of a request, one idle a minute or more is saved whole (its last-seen time moves), and past
  // 30 idle minutes it is ended on arrival.
  const ages = [
    ['seen 10 seconds ago (touched)', 10_000],
    ['idle 61 seconds (saved)', MINUTE + 1000],
    ['idle 29 minutes (saved)', 29 * MINUTE],
  ] as const;

  it.each(ages)(
    'B6: when a session %s is ended by a password change elsewhere while its slow upload is in flight, then the upload ending does not bring it back, and the changing session stays',
    async (_age, idleMs) => {
      const { user, signIn } = await newUser(true);
      const laptop = await signIn();
      const tablet = await signIn();
      clock += idleMs;
      const upload = await slowUpload(tablet);
      const changer = await slowUpload(laptop);

      await post('/api/auth/password', laptop)
        .send({ currentPassword: user.plainPassword, newPassword: 'brand-new-kettle-9031' })
        .expect(204);
      expect(await upload.finish()).not.toBe(401);
      // The laptop's own request in flight must not put back its pre-change copy either.
      expect(await changer.finish()).not.toBe(401);

      await check(tablet).expect(401);
      const rows = await rowsOf(t, user.id);
      expect(rows.map((r) => laptop.includes(r.sid))).toEqual([true]);
      await check(laptop).expect(200);
    },
  );

  it.each(ages)(
    'B6: when a session %s signs out, or its user signs out everywhere, while its slow upload is in flight, then the upload ending does not bring it back',
    async (_age, idleMs) => {
      const { user, signIn } = await newUser(true);
      const alone = await signIn();
      const everywhere = await signIn();
      const elsewhere = await signIn();
      clock += idleMs;
      const uploads = [await slowUpload(alone), await slowUpload(everywhere)];

      await post('/api/auth/logout', alone).expect(204);
      await post('/api/auth/logout-everywhere', elsewhere).expect(204);
      for (const upload of uploads) await upload.finish();

      await check(alone).expect(401);
      await check(everywhere).expect(401);
      expect(await rowsOf(t, user.id)).toEqual([]);
    },
  );
});
