import request from 'supertest';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
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

type Counting = { texts: string[]; stop(): void };

/** Records the text of every statement the app's database driver sends until stopped. */
function countStatements(t: TestApp): Counting {
  const texts: string[] = [];
  if (testDatabaseKind === 'pglite') {
    // PGlite: a statement is a Parse (extended protocol) or a Query (simple) message.
    const client = (t.database.db as unknown as { $client: PgliteWire }).$client;
    const send = client.execProtocolStream;
    const decoder = new TextDecoder();
    client.execProtocolStream = function (message, options) {
      if (message[0] === 0x50 || message[0] === 0x51) {
        let start = 5;
        if (message[0] === 0x50) start = message.indexOf(0, start) + 1;
        texts.push(decoder.decode(message.subarray(start, message.indexOf(0, start))));
      }
      return send.call(this, message, options);
    };
    return { texts, stop: () => void (client.execProtocolStream = send) };
  }
  const proto = pg.Client.prototype as { query: (...args: unknown[]) => unknown };
  const query = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    texts.push(typeof first === 'string' ? first : String(first?.text));
    return query.apply(this, args);
  };
  return { texts, stop: () => void (proto.query = query) };
}

type PgliteWire = {
  execProtocolStream(this: PgliteWire, message: Uint8Array, options?: unknown): Promise<unknown>;
};

describe(`the statements of an online booking (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // The job runner stays idle, so only the booking's own statements are counted.
    t = await createTestApp({ RATE_LIMITS: 'off' }, { runJobs: false });
  });
  afterAll(() => t.close());

  const book = async (body: ReturnType<typeof party>, key: string) => {
    const counting = countStatements(t);
    try {
      const res = await request(t.app).post('/api/reservations').set('Idempotency-Key', key).send(body);
      return { res, texts: counting.texts };
    } finally {
      counting.stop();
    }
  };

  it('when a new guest books a night nobody has read, then it takes 26 statements (3 of them locks, 2 the message it asked for), and PostgreSQL one more to tell other processes', async () => {
    const { res, texts } = await book(party(), 'statements-first-1');
    expect(res.status).toBe(201);
    expect(texts.filter((s) => /pg_advisory_xact_lock/.test(s))).toHaveLength(3);
    // On PostgreSQL the seats' change notice is a statement of its own; PGlite's stays in process.
    const notices = testDatabaseKind === 'postgres' ? 1 : 0;
    expect(texts.filter((s) => /pg_notify/.test(s))).toHaveLength(notices);
    expect(texts, texts.join('\n')).toHaveLength(26 + notices);
  });

  it('when the same request is sent again, then it is answered from the booking without a second one', async () => {
    const body = party();
    expect((await book(body, 'statements-retry-1')).res.status).toBe(201);
    const again = await book(body, 'statements-retry-1');
    expect(again.res.status).toBe(200);
    expect(again.texts.filter((s) => /insert into "reservations"/.test(s))).toHaveLength(0);
  });
});
