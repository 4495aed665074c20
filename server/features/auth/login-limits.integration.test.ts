import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { and, like } from 'drizzle-orm';
import { rateLimits } from '@shared/schema/rate-limits';
import { createApp } from '../../app';
import { createLogger } from '../../lib/logger';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { LOGIN_LIMITS } from './login-throttle';

const login = (t: TestApp['app'], ip: string, body: { username: string; password: string }) =>
  request(t).post('/api/auth/login').set('X-Forwarded-For', ip).send(body);

const WRONG = { message: 'Invalid username or password', code: 'unauthorized' };
const REFUSED = {
  message: 'Too many failed sign-in attempts. Please try again later.',
  code: 'rate_limited',
};
const SIGNED_IN = { id: expect.any(Number), username: TEST_ADMIN.username, isAdmin: true };

const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe(`sign-in limits (${testDatabaseKind})`, () => {
  let t: TestApp;
  let waits: number[];
  const start = async () => {
    waits = [];
    t = await createTestApp({ TRUST_PROXY: '1' }, { wait: async (ms) => void waits.push(ms) });
  };
  afterEach(() => t.close());

  it('issue 7 row 4: when 40 wrong passwords for one username arrive at once from one IP, then only 5 are checked and the rest answer 429', async () => {
    await start();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login(t.app, '203.0.113.5', { username: 'admin', password: `wrong-${i}` }),
      ),
    );
    const counts = statusCounts(answers.map((a) => a.status));
    expect(counts).toEqual({ 401: LOGIN_LIMITS.perIpAndUsername.points, 429: 35 });
    for (const answer of answers)
      expect(answer.body).toEqual(answer.status === 401 ? WRONG : REFUSED);
    const refused = answers.find((a) => a.status === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('when 40 wrong guesses for different usernames arrive at once from one IP, then no more than the per-IP limit are checked', async () => {
    await start();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login(t.app, '203.0.113.6', { username: `guess-${i}`, password: 'x' }),
      ),
    );
    expect(statusCounts(answers.map((a) => a.status))).toEqual({
      401: LOGIN_LIMITS.perIp.points,
      429: 40 - LOGIN_LIMITS.perIp.points,
    });
    for (const answer of answers)
      expect(answer.body).toEqual(answer.status === 401 ? WRONG : REFUSED);
    // Another IP is not affected.
    await login(t.app, '203.0.113.7', { username: 'guess-0', password: 'x' }).expect(401, WRONG);
  });

  it('when one IP used up its wrong passwords for a username, then even the right password from that IP answers 429', async () => {
    await start();
    for (let i = 0; i < LOGIN_LIMITS.perIpAndUsername.points; i++) {
      await login(t.app, '198.51.100.7', { username: 'admin', password: `wrong-${i}` }).expect(401);
    }
    const locked = await login(t.app, '198.51.100.7', TEST_ADMIN).expect(429);
    expect(locked.body).toEqual(REFUSED);
    expect(locked.headers['set-cookie']).toBeUndefined();
    const elsewhere = await login(t.app, '198.51.100.8', TEST_ADMIN).expect(200);
    expect(elsewhere.body).toEqual(SIGNED_IN);
  });

  it('when the right password follows a few wrong ones, then the wrong ones are forgotten for that IP', async () => {
    await start();
    for (let i = 0; i < LOGIN_LIMITS.perIpAndUsername.points - 1; i++) {
      await login(t.app, '198.51.100.9', { username: 'admin', password: `typo-${i}` }).expect(
        401,
        WRONG,
      );
    }
    expect((await login(t.app, '198.51.100.9', TEST_ADMIN).expect(200)).body).toEqual(SIGNED_IN);
    for (let i = 0; i < LOGIN_LIMITS.perIpAndUsername.points - 1; i++) {
      await login(t.app, '198.51.100.9', { username: 'admin', password: `typo-${i}` }).expect(
        401,
        WRONG,
      );
    }
    expect((await login(t.app, '198.51.100.9', TEST_ADMIN).expect(200)).body).toEqual(SIGNED_IN);
  });

  it('issue 7 row 5: when strangers send many wrong passwords for admin from many IPs, then the owner still signs in from a new IP after a delay, and at once from a known one', async () => {
    await start();
    await login(t.app, '192.0.2.200', TEST_ADMIN).expect(200);
    const attacks = LOGIN_LIMITS.perUsername.points + 5;
    for (let i = 0; i < attacks; i++) {
      await login(t.app, `192.0.2.${i + 1}`, { username: 'admin', password: `wrong-${i}` }).expect(
        401,
      );
    }
    // The attempts past the per-username budget were slowed down.
    expect(waits).toEqual(
      Array(attacks - LOGIN_LIMITS.perUsername.points).fill(LOGIN_LIMITS.slowdownMs),
    );

    waits.length = 0;
    expect((await login(t.app, '192.0.2.250', TEST_ADMIN).expect(200)).body).toEqual(SIGNED_IN);
    expect(waits).toEqual([LOGIN_LIMITS.slowdownMs]);

    waits.length = 0;
    expect((await login(t.app, '192.0.2.200', TEST_ADMIN).expect(200)).body).toEqual(SIGNED_IN);
    expect(waits).toEqual([]);
  });

  it('A4: when 40 guesses come from 40 addresses of one IPv6 /64, then they share one budget, while another /64 has its own', async () => {
    await start();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login(t.app, `2001:db8:1:2:${(i + 1).toString(16)}::7`, {
          username: `guess-${i}`,
          password: 'x',
        }),
      ),
    );
    expect(statusCounts(answers.map((a) => a.status))).toEqual({
      401: LOGIN_LIMITS.perIp.points,
      429: 40 - LOGIN_LIMITS.perIp.points,
    });
    // The same /64 written another way, and the pair limit per username, count there too.
    for (let i = 0; i < LOGIN_LIMITS.perIpAndUsername.points; i++) {
      await login(t.app, `2001:db8:3:4::${i + 1}`, {
        username: 'admin',
        password: `w-${i}`,
      }).expect(401);
    }
    await login(t.app, '2001:0db8:0003:0004:ffff::1', TEST_ADMIN).expect(429, REFUSED);
    await login(t.app, '2001:db8:3:5::1', TEST_ADMIN).expect(200);
  });

  it("A5: when strangers on the owner's network use up its count with random usernames, then the owner's right password still signs in, and wrong ones from there stay refused", async () => {
    await start();
    const office = '198.51.100.40';
    await login(t.app, office, TEST_ADMIN).expect(200);
    for (let i = 0; i < LOGIN_LIMITS.perIp.points + 5; i++) {
      await login(t.app, office, { username: `random-${i}`, password: 'x' });
    }
    await login(t.app, office, { username: 'someone', password: 'x' }).expect(429, REFUSED);
    // The owner signed in from this network before: the count does not stand in the way.
    expect((await login(t.app, office, TEST_ADMIN).expect(200)).body).toEqual(SIGNED_IN);
    // A wrong password for the owner from there is still refused, not answered 401.
    await login(t.app, office, { ...TEST_ADMIN, password: 'wrong' }).expect(429, REFUSED);
    // A user never seen on this network is refused as before, right password or not.
    const newcomer = '198.51.100.41';
    for (let i = 0; i < LOGIN_LIMITS.perIp.points; i++) {
      await login(t.app, newcomer, { username: `random-${i}`, password: 'x' }).expect(401);
    }
    await login(t.app, newcomer, TEST_ADMIN).expect(429, REFUSED);
  });

  it("B4: when five wrong guesses for 'Admin' come from a network the admin signed in from, then the admin's right password from there still signs in, and the guesses stay refused and slowed", async () => {
    await start();
    const office = '198.51.100.60';
    await login(t.app, office, TEST_ADMIN).expect(200);
    const guess = (i: number) => ({ username: 'Admin', password: `wrong-${i}` });
    for (let i = 0; i < LOGIN_LIMITS.perIpAndUsername.points; i++) {
      await login(t.app, office, guess(i)).expect(401, WRONG);
    }
    // Past the count for this network and username, a guess is checked and refused.
    await login(t.app, office, guess(5)).expect(429, REFUSED);
    const signedIn = await login(t.app, office, TEST_ADMIN).expect(200);
    expect(signedIn.body).toEqual(SIGNED_IN);
    expect(signedIn.headers['set-cookie']).toBeDefined();

    // Renewed guesses (a stranger on the same network) never lock the owner out either...
    const more = LOGIN_LIMITS.perUsername.points + 2;
    waits = [];
    for (let i = 0; i < more; i++) {
      await login(t.app, office, guess(100 + i)).expect(i < 5 ? 401 : 429);
    }
    // ...while the per-username delay still slows the guesses past the username's budget.
    const pastPairCount = more - LOGIN_LIMITS.perIpAndUsername.points;
    expect(waits).toEqual(Array(pastPairCount).fill(LOGIN_LIMITS.slowdownMs));
    // The owner's right password is delayed like a guess there, but never refused.
    expect((await login(t.app, office, TEST_ADMIN).expect(200)).body).toEqual(SIGNED_IN);
    expect(waits).toHaveLength(pastPairCount + 1);

    // The network is remembered in the database for 30 days, not longer.
    const [row] = await t.database.db
      .select()
      .from(rateLimits)
      .where(
        and(like(rateLimits.key, 'login-signed-in%'), like(rateLimits.key, `%${office}|admin`)),
      );
    const days = (row!.expire!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(LOGIN_LIMITS.knownNetworkDays);
    expect(LOGIN_LIMITS.knownNetworkDays).toBe(30);

    // A network where the admin never signed in is refused as before, right password or not.
    const stranger = '198.51.100.61';
    for (let i = 0; i < LOGIN_LIMITS.perIpAndUsername.points; i++) {
      await login(t.app, stranger, guess(200 + i)).expect(401);
    }
    await login(t.app, stranger, TEST_ADMIN).expect(429, REFUSED);
  });

  it('issue 7 row 11: when two processes share the database, then they share one count, and a restart keeps it', async () => {
    await start();
    const second = createApp({
      config: t.config,
      db: t.database.db,
      logger: createLogger('silent'),
      sessionSecret: 'another-process-secret-long-enough',
    });
    const wrong = (i: number) => ({ username: 'admin', password: `wrong-${i}` });
    for (let i = 0; i < 3; i++) await login(t.app, '198.51.100.20', wrong(i)).expect(401);
    for (let i = 3; i < 5; i++) await login(second, '198.51.100.20', wrong(i)).expect(401);
    await login(t.app, '198.51.100.20', wrong(5)).expect(429, REFUSED);
    await login(second, '198.51.100.20', wrong(6)).expect(429, REFUSED);

    const restarted = createApp({
      config: t.config,
      db: t.database.db,
      logger: createLogger('silent'),
      sessionSecret: 'restarted-process-secret-long-enough',
    });
    await login(restarted, '198.51.100.20', TEST_ADMIN).expect(429, REFUSED);
  });

  it('when RATE_LIMITS is off, then wrong passwords are never refused with 429', async () => {
    waits = [];
    t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMITS: 'off' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        login(t.app, '203.0.113.9', { username: 'admin', password: `wrong-${i}` }),
      ),
    );
    expect(answers.map((a) => [a.status, a.body])).toEqual(answers.map(() => [401, WRONG]));
  });
});
