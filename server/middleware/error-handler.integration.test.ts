import { sql, type SQL } from 'drizzle-orm';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../test/log-capture';
import { requestLogging } from '../lib/request-logging';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../test/test-database';
import { errorHandler } from './error-handler';

const GUEST = { name: 'Asha Rao', email: 'asha.rao@example.com', phone: '+91 98450 12345' };

/** A tiny app whose one route runs the statement the test hands it, logged as the real app logs. */
function appRunning(database: TestDatabase, statement: () => SQL) {
  const captured = captureLogs();
  const app = express();
  app.use(requestLogging(captured.logger));
  app.post('/run', async (_req, res) => {
    await database.db.execute(statement());
    res.json({ ok: true });
  });
  app.use(errorHandler);
  return { app, logs: captured.text };
}

describe(`issue 7 row 1 (last line): PostgreSQL data errors answer 400 (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table probe_values (short varchar(3))`);
  });
  afterAll(() => database.drop());

  const refusedValues: [string, () => SQL][] = [
    ['a NUL byte in text', () => sql`select ${'a\u0000b'}::text`],
    ['an integer above 2147483647', () => sql`select 2147483648::int`],
    ['a bound integer above 2147483647', () => sql`select ${'2147483648'}::int`],
    ['text that is not a number', () => sql`select ${GUEST.email}::int`],
    ['a date that does not exist', () => sql`select ${'2027-13-45'}::date`],
    ['a NUL escape in JSON', () => sql`select ${'{"a":"\\u0000"}'}::jsonb`],
    ['text longer than its column', () => sql`insert into probe_values values (${'abcdef'})`],
    ['a value beyond the engine limits', () => sql`select repeat('x', 1073741824)`],
  ];

  it.each(refusedValues)(
    'when the database refuses %s, then 400 invalid_input in the error contract, never 500',
    async (_what, statement) => {
      const { app, logs } = appRunning(database, statement);
      const res = await request(app).post('/run');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: expect.any(String), code: 'invalid_input' });
      expect(JSON.stringify(res.body)).not.toMatch(/select|insert|params|asha/i);
      expect(logs()).toContain('"level":40');
      expect(logs()).not.toContain(GUEST.email);
    },
  );
});

describe(`issue 7 row 9: error logs carry no query parameters or guest data (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table probe_guests (email text unique)`);
    await database.db.execute(sql`insert into probe_guests values (${GUEST.email})`);
  });
  afterAll(() => database.drop());

  it('when a statement with guest details fails, then 500 and the log names the error but none of the values', async () => {
    const { app, logs } = appRunning(
      database,
      () =>
        sql`select * from no_such_table where name = ${GUEST.name} and email = ${GUEST.email} and phone = ${GUEST.phone}`,
    );
    const res = await request(app).post('/run?email=asha.rao%40example.com');

    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: expect.any(String), code: 'internal_error' });
    const text = logs();
    for (const value of [GUEST.name, GUEST.email, GUEST.phone, 'asha.rao%40example.com']) {
      expect(text).not.toContain(value);
    }
    expect(text).not.toContain('params');
    const entry = text
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((e) => e.msg === 'unhandled error');
    expect(entry).toMatchObject({
      req: { id: res.headers['x-request-id'], url: '/run?email=[redacted]' },
      err: { type: 'DrizzleQueryError', cause: { code: '42P01' } },
    });
  });

  it('when a unique rule refuses a guest row, then the refused row (in the detail) is not logged', async () => {
    const { app, logs } = appRunning(
      database,
      () => sql`insert into probe_guests values (${GUEST.email})`,
    );
    const res = await request(app).post('/run');

    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: expect.any(String), code: 'internal_error' });
    expect(JSON.stringify(res.body)).not.toContain(GUEST.email);
    expect(logs()).not.toContain(GUEST.email);
    expect(logs()).toContain('"code":"23505"');
  });
});
