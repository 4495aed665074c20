import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { reservations } from '@shared/schema/reservations';
import { encodeSolution as encode, solve } from '../../test/robot-check';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { CHALLENGE_WORK } from './booking-challenge-proof';
import {
  CHALLENGES_PER_IP,
  FREE_ATTEMPTS_PER_IP,
  SEATS_PER_NETWORK,
  SITE_BOOKINGS_BEFORE_CHALLENGE,
} from './booking-challenge';

const NOW = new Date('2026-11-22T06:00:00Z');
const ORIGIN = 'http://localhost:5000';

let dayCounter = 0;
const freshDate = () => new Date(Date.UTC(2027, 4, 1 + ++dayCounter)).toISOString().slice(0, 10);
let guestCounter = 0;
/** A booking by a diner nobody else in this file uses, so the per-guest caps never interfere. */
const booking = (overrides: Record<string, unknown> = {}) => {
  guestCounter++;
  return {
    name: `Diner ${guestCounter}`,
    email: `diner${guestCounter}@example.com`,
    phone: `+91 91111 ${String(10000 + guestCounter)}`,
    date: freshDate(),
    timeSlot: '8:00 PM - 9:00 PM',
    guests: 2,
    vegCount: 1,
    nonVegCount: 1,
    ...overrides,
  };
};

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

describe(`booking challenge (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' }, { now: () => NOW });
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const book = (body: object, from: string, key?: string) => {
    const req = request(t.app).post('/api/reservations').set('X-Forwarded-For', from);
    return (key ? req.set('Idempotency-Key', key) : req).send(body);
  };
  const rowsFor = (email: string) =>
    t.database.db.select().from(reservations).where(eq(reservations.email, email));
  const fetchChallenge = async (): Promise<Challenge> =>
    (await request(t.app).get('/api/reservations/challenge').expect(200)).body;

  /** An address that has used half its hourly budget on attempts the form refused. */
  async function busyIp(): Promise<string> {
    const ip = freshIp();
    for (let i = 0; i < FREE_ATTEMPTS_PER_IP; i++) await book({}, ip).expect(400);
    return ip;
  }

  it('when a diner books in normal traffic, then the booking is taken without any challenge', async () => {
    const input = booking();
    const res = await book(input, freshIp());
    expect(res.status).toBe(201);
    expect(await rowsFor(input.email)).toHaveLength(1);
  });

  it('when a challenge is asked for, then it is signed, expires within minutes and is never cached', async () => {
    const res = await request(t.app).get('/api/reservations/challenge').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { parameters, signature } = res.body as Challenge;
    expect(parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: CHALLENGE_WORK.cost });
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = parameters.expiresAt! - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(CHALLENGE_WORK.ttlSeconds - 5);
    expect(lifetime).toBeLessThanOrEqual(CHALLENGE_WORK.ttlSeconds);
  });

  it('when the app runs with the real settings, then a solution takes between 600 and 1,200 derivations and books', async () => {
    // The rest of this file asks for a few derivations per check, to stay quick.
    const real = await createTestApp({}, { challengeAttempts: 'real' });
    try {
      const challenge = (await request(real.app).get('/api/reservations/challenge').expect(200))
        .body as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      expect(solution?.counter).toBeGreaterThanOrEqual(CHALLENGE_WORK.attempts.min);
      expect(solution?.counter).toBeLessThanOrEqual(CHALLENGE_WORK.attempts.max);
      await request(real.app)
        .post('/api/reservations')
        .send({ ...booking(), altcha: encode(challenge, solution) })
        .expect(201);
    } finally {
      await real.close();
    }
  });

  it('when one address asks for more challenges than its hourly budget, then it gets 429', async () => {
    const ip = freshIp();
    const ask = () => request(t.app).get('/api/reservations/challenge').set('X-Forwarded-For', ip);
    for (let i = 0; i < CHALLENGES_PER_IP.points; i++) await ask().expect(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    await request(t.app)
      .get('/api/reservations/challenge')
      .set('X-Forwarded-For', freshIp())
      .expect(200);
  });

  it('when an address has used half its hourly budget, then a booking without a solution is asked for one and nothing is booked', async () => {
    const ip = freshIp();
    for (let i = 0; i < FREE_ATTEMPTS_PER_IP; i++) await book(booking(), ip).expect(201);
    const input = booking();
    const res = await book(input, ip);
    expect(res.status).toBe(428);
    expect(res.body).toEqual({
      message: expect.stringMatching(/confirm you are not a robot/),
      code: 'challenge_required',
    });
    expect(await rowsFor(input.email)).toHaveLength(0);
  });

  describe('seats one network may hold', () => {
    let night = 0;
    /** Nights within the booking window, none shared with other tests. */
    const soonNight = () => new Date(Date.UTC(2026, 11, 10 + ++night)).toISOString().slice(0, 10);
    const partyOf = (guests: number, date: string) =>
      booking({ date, guests, vegCount: guests, nonVegCount: 0 });
    /** Any address of one IPv6 /64: the network is the unit, not the address. */
    let host = 0;
    const inNetwork = (prefix: string) => `${prefix}:${(++host).toString(16)}::${host}`;
    const solved = async (body: Record<string, unknown>) => ({
      ...body,
      altcha: await solve(await fetchChallenge()),
    });

    it('A3: when one network books parties of ten with fresh names, e-mails and phones, then a second party asks for a robot check and the hour stops at 20 seats', async () => {
      const net = '2001:db8:77:1';
      const [first, second, third] = [soonNight(), soonNight(), soonNight()];
      await book(partyOf(10, first), inNetwork(net)).expect(201);
      // A second party of ten within the hour: a proof of work first, then it books.
      const asked = await book(partyOf(10, second), inNetwork(net));
      expect(asked.status).toBe(428);
      await book(await solved(partyOf(10, second)), inNetwork(net)).expect(201);
      // Twenty seats in the hour: the next party is refused, challenge solved or not.
      const over = await book(await solved(partyOf(2, third)), inNetwork(net));
      expect(over.status).toBe(429);
      expect(over.body).toEqual({
        message: expect.stringMatching(/limited to 20 seats an hour/),
        code: 'rate_limited',
      });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      const held = await t.database.db
        .select()
        .from(reservations)
        .where(eq(reservations.date, third));
      expect(held).toHaveLength(0);
      // Another network is not affected.
      await book(partyOf(2, third), inNetwork('2001:db8:77:2')).expect(201);
    });

    it('A3: when one network books for one night, then it gets at most 12 seats of it, and a refused booking costs no seats', async () => {
      const net = '2001:db8:78:1';
      const date = soonNight();
      await book({ ...partyOf(8, date), timeSlot: '7:00 PM - 8:00 PM' }, inNetwork(net)).expect(
        201,
      );
      const over = await book(await solved(partyOf(6, date)), inNetwork(net));
      expect(over.status).toBe(429);
      expect(over.body.message).toMatch(
        new RegExp(`limited to ${SEATS_PER_NETWORK.perNight} seats a night`),
      );
      // A party the night has no room for is refused and hands its seats back.
      const staff = await signedInAgent(t.app);
      await staff
        .post('/api/blocked-slots')
        .send({ date, timeSlot: '9:00 PM - 10:00 PM' })
        .expect(201);
      await book(
        await solved({ ...partyOf(4, date), timeSlot: '9:00 PM - 10:00 PM' }),
        inNetwork(net),
      ).expect(409);
      await book(await solved(partyOf(4, date)), inNetwork(net)).expect(201);
      await book(await solved(partyOf(1, date)), inNetwork(net)).expect(429);
    });
  });

  it('when the diner sends a solved challenge with the same Idempotency-Key, then the booking is taken', async () => {
    const ip = await busyIp();
    const input = booking();
    const key = 'retry-after-challenge-1';
    await book(input, ip, key).expect(428);
    const altcha = await solve(await fetchChallenge());
    const res = await book({ ...input, altcha }, ip, key);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: input.email, status: 'confirmed' });
    const rows = await rowsFor(input.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idempotencyKey).toBe(key);
  });

  it('when the same solution is sent twice, then the second booking is refused', async () => {
    const ip = await busyIp();
    const altcha = await solve(await fetchChallenge());
    await book({ ...booking(), altcha }, ip).expect(201);
    const second = booking();
    const res = await book({ ...second, altcha }, ip);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('challenge_failed');
    expect(await rowsFor(second.email)).toHaveLength(0);
  });

  it('when one solution is sent in two requests at once, then exactly one booking is taken', async () => {
    const ip = await busyIp();
    const altcha = await solve(await fetchChallenge());
    const [a, b] = [booking(), booking()];
    const answers = await Promise.all([book({ ...a, altcha }, ip), book({ ...b, altcha }, ip)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 400]);
    const rows = [...(await rowsFor(a.email)), ...(await rowsFor(b.email))];
    expect(rows).toHaveLength(1);
  });

  it('when a booking made with a solution is retried with its Idempotency-Key, then the retry is answered, not refused', async () => {
    const ip = await busyIp();
    const input = { ...booking(), altcha: await solve(await fetchChallenge()) };
    const first = await book(input, ip, 'network-retry-0001').expect(201);
    const retry = await book(input, ip, 'network-retry-0001');
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({ id: first.body.id, status: 'confirmed' });
  });

  it('when the solution comes after the challenge expired, then it is refused as expired', async () => {
    const ip = await busyIp();
    const altcha = await solve(await fetchChallenge());
    vi.useFakeTimers({
      toFake: ['Date'],
      now: Date.now() + (CHALLENGE_WORK.ttlSeconds + 1) * 1000,
    });
    const input = booking();
    const res = await book({ ...input, altcha }, ip);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: expect.stringMatching(/expired/),
      code: 'challenge_failed',
    });
    expect(await rowsFor(input.email)).toHaveLength(0);
  });

  it('when the solution is forged, tampered with or not a solution at all, then it is refused', async () => {
    const ip = await busyIp();
    // A cheap challenge signed with a key of the attacker's own.
    const ownChallenge = await createChallenge({
      algorithm: CHALLENGE_WORK.algorithm,
      cost: 1,
      counter: 1,
      deriveKey,
      expiresAt: new Date(Date.now() + 60_000),
      hmacSignatureSecret: 'guessed-secret',
      hmacKeySignatureSecret: 'guessed-key-secret',
    });
    const real = await fetchChallenge();
    const cheapened: Challenge = { ...real, parameters: { ...real.parameters, cost: 1 } };
    const forgeries = [
      await solve(ownChallenge),
      encode(cheapened, { counter: 0, derivedKey: '00'.repeat(32) }),
      encode(real, { counter: 1, derivedKey: 'ab'.repeat(32) }),
      // The widget's own test mode.
      Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString(
        'base64',
      ),
      'not a solution',
    ];
    for (const altcha of forgeries) {
      const input = booking();
      const res = await book({ ...input, altcha }, ip);
      expect(res.status, altcha).toBe(400);
      expect(res.body.code).toBe('challenge_failed');
      expect(await rowsFor(input.email)).toHaveLength(0);
    }
  });

  it('when a solution is absurdly long, then the form refuses it like any other field', async () => {
    const res = await book({ ...booking(), altcha: 'A'.repeat(5000) }, freshIp());
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_input');
    expect(res.body.errors[0].path).toBe('altcha');
  });

  it('when staff book from an address that is asked for a challenge, then staff are never asked', async () => {
    const ip = await busyIp();
    const staff = await signedInAgent(t.app);
    const input = booking();
    const res = await staff
      .post('/api/reservations')
      .set('Origin', ORIGIN)
      .set('X-Forwarded-For', ip)
      .send(input);
    expect(res.status).toBe(201);
    expect(await rowsFor(input.email)).toHaveLength(1);
  });
});

describe(`booking challenge when the whole site is busy (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' }, { now: () => NOW });
  });
  afterAll(() => t.close());

  it('when the site took an unusual number of online bookings in minutes, then a new diner is asked for a challenge', async () => {
    const { bookings } = SITE_BOOKINGS_BEFORE_CHALLENGE;
    for (let i = 0; i < bookings; i++) {
      await request(t.app)
        .post('/api/reservations')
        .set('X-Forwarded-For', freshIp())
        .send(booking())
        .expect(201);
    }
    const res = await request(t.app)
      .post('/api/reservations')
      .set('X-Forwarded-For', freshIp())
      .send(booking());
    expect(res.status).toBe(428);
    expect(res.body.code).toBe('challenge_required');
  });
});

describe(`booking challenge with RATE_LIMITS=off (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'off' }, { now: () => NOW });
  });
  afterAll(() => t.close());

  it('when limits are off (benchmarks), then one address books again and again without a challenge', async () => {
    for (let i = 0; i < FREE_ATTEMPTS_PER_IP * 2; i++) {
      await request(t.app).post('/api/reservations').send(booking()).expect(201);
    }
  });
});
