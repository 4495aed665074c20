import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { countStatements } from '../../test/statement-count';
import { testDatabaseKind } from '../../test/test-database';

// What one online booking costs the database: every statement it sends, transaction control
// included, counted on the driver. The booking's rules hold with fewer; a change that adds a
// statement to every booking must say so here.

const SEVEN = '7:00 PM - 8:00 PM';
let n = 0;
const party = () => {
  n += 1;
  return {
    name: `Counted Diner ${n}`,
    email: `counted-${n}@statements.example`,
    phone: `+91 98450 ${String(10_000 + n).slice(-5)}`,
    date: new Date(Date.UTC(2027, 2, n)).toISOString().slice(0, 10),
    timeSlot: SEVEN,
    guests: 2,
    vegCount: 1,
    nonVegCount: 1,
    messagingConsent: true,
  };
};

describe(`the statements of an online booking (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // The job runner stays idle, so only the booking's own statements are counted.
    t = await createTestApp({ RATE_LIMITS: 'off' }, { runJobs: false });
  });
  afterAll(() => t.close());

  const book = async (body: ReturnType<typeof party>, key: string) => {
    const counting = countStatements(t.database.db);
    try {
      const res = await request(t.app)
        .post('/api/reservations')
        .set('Idempotency-Key', key)
        .send(body);
      return { res, texts: counting.texts };
    } finally {
      counting.stop();
    }
  };

  it('when a new guest books a night nobody has read, then it takes 11 statements (1 for all it reads before the lock, 1 for both locks, 1 for the seats and its key under them, 1 the message it asked for, 1 all the jobs that follow it, 2 its new guest), and PostgreSQL one more to tell other processes', async () => {
    const { res, texts } = await book(party(), 'statements-first-1');
    expect(res.status).toBe(201);
    // The seating's shared lock, then the night's, in one statement.
    const locks = texts.filter((s) => /pg_advisory_xact_lock/.test(s));
    expect(locks).toHaveLength(1);
    expect(locks[0]).toMatch(
      /pg_advisory_xact_lock\(.*from \(select pg_advisory_xact_lock_shared\(/,
    );
    // The seating, the night, the seats, the settings and the key's booking: one read.
    const beforeTransaction = texts.slice(
      0,
      texts.findIndex((s) => /^begin/i.test(s)),
    );
    expect(beforeTransaction.filter((s) => !/(from|into) "guests"/.test(s))).toHaveLength(1);
    // A new guest is one read and one insert, with no lock or transaction of its own.
    expect(texts.filter((s) => /(from|into) "guests"/.test(s))).toHaveLength(2);
    // On PostgreSQL the seats' change notice is a statement of its own; PGlite's stays in process.
    const notices = testDatabaseKind === 'postgres' ? 1 : 0;
    expect(texts.filter((s) => /pg_notify/.test(s))).toHaveLength(notices);
    // The message's job, the confirmation and the day-before reminder: one insert.
    const jobInserts = texts.filter((s) => /insert into "jobs"/.test(s));
    expect(jobInserts).toHaveLength(1);
    expect(jobInserts[0]).toMatch(/make_interval/);
    expect(texts, texts.join('\n')).toHaveLength(11 + notices);
  });

  it('when the same request is sent again, then it is answered from the booking without a second one', async () => {
    const body = party();
    expect((await book(body, 'statements-retry-1')).res.status).toBe(201);
    const again = await book(body, 'statements-retry-1');
    expect(again.res.status).toBe(200);
    expect(again.texts.filter((s) => /insert into "reservations"/.test(s))).toHaveLength(0);
  });
});
