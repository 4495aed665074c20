import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggableError, readableLine, scrubText } from './logger';

/** What pg and PGlite throw: an Error with a SQLSTATE, a severity, and the refused row in detail. */
function postgresError(code: string, message: string, fields: Record<string, string> = {}) {
  return Object.assign(new Error(message), { code, severity: 'ERROR', ...fields });
}

describe('loggableError', () => {
  it('when a query with guest details fails, then the log keeps the SQL and the PostgreSQL code but no value', () => {
    const cause = postgresError(
      '23505',
      'duplicate key value violates unique constraint "reservations_email_key"',
      {
        detail: 'Key (email)=(asha@example.com) already exists.',
        constraint: 'reservations_email_key',
        table: 'reservations',
        routine: '_bt_check_unique',
      },
    );
    const err = new DrizzleQueryError(
      'insert into "reservations" ("name", "email", "phone") values ($1, $2, $3)',
      ['Asha Rao', 'asha@example.com', '+91 98450 12345'],
      cause,
    );

    const logged = loggableError(err);

    const text = JSON.stringify(logged);
    expect(text).not.toMatch(/Asha|asha@example\.com|98450|params/);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      query: 'insert into "reservations" ("name", "email", "phone") values ($1, $2, $3)',
      stack: expect.stringMatching(/^\s+at /),
      cause: {
        code: '23505',
        constraint: 'reservations_email_key',
        table: 'reservations',
        routine: '_bt_check_unique',
        message: 'duplicate key value violates unique constraint "reservations_email_key"',
      },
    });
  });

  it('when PostgreSQL refuses a value, then its message (which quotes the value) is left out', () => {
    const err = postgresError(
      '22P02',
      'invalid input syntax for type integer: "asha@example.com"',
      {
        routine: 'pg_strtoint32_safe',
      },
    );
    const logged = loggableError(err);
    expect(JSON.stringify(logged)).not.toContain('asha');
    expect(logged).toMatchObject({ code: '22P02', routine: 'pg_strtoint32_safe' });
  });

  it('when an ordinary error mentions a guest, then their address, phone and link are blotted out', () => {
    const err = new Error(
      'mail to asha@example.com (+91 98450 12345) failed: https://dine.example/reservation/Zq4_rT9-kLm2Np7Xy1Wv3Ab8',
    );
    expect(loggableError(err)).toMatchObject({
      type: 'Error',
      message: 'mail to [email] ([number]) failed: https://dine.example/reservation/[token]',
    });
  });

  it('when a system error fails, then its code is kept', () => {
    const err = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:587'), {
      code: 'ECONNREFUSED',
    });
    expect(loggableError(err)).toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('when the value is not an error, then it is logged as it is', () => {
    expect(loggableError('plain')).toBe('plain');
  });
});

describe('scrubText', () => {
  it('when a message carries a long token, then it is masked but ordinary words stay', () => {
    expect(
      scrubText('key 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 seen'),
    ).toBe('key [token] seen');
    expect(scrubText('connect ECONNREFUSED 127.0.0.1:587')).toBe(
      'connect ECONNREFUSED 127.0.0.1:587',
    );
  });
});

describe('readableLine (the development console)', () => {
  const base = { level: 30, time: 1767225600000, pid: 4242, hostname: 'kitchen' };

  it('when the server logs a message with fields, then it reads as the level, the message and the fields', () => {
    const line = JSON.stringify({
      ...base,
      database: 'pglite',
      url: 'http://localhost:5000',
      msg: 'server listening',
    });
    expect(readableLine(line)).toBe(
      'INFO server listening database=pglite url=http://localhost:5000',
    );
  });

  it('when an error with a cause is logged, then its type, message and frames follow on indented lines', () => {
    const err = loggableError(
      new Error('mail failed', {
        cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      }),
    );
    const lines = readableLine(
      JSON.stringify({ ...base, level: 50, err, msg: 'job failed' }),
    ).split('\n');
    expect(lines[0]).toBe('ERROR job failed');
    expect(lines[1]).toBe('  Error: mail failed');
    expect(lines[2]).toMatch(/^ {4}at /);
    expect(lines).toContain('  caused by');
    expect(lines).toContain('    Error ECONNREFUSED: connect ECONNREFUSED');
  });

  it('when a line is not JSON, then it is shown as it is', () => {
    expect(readableLine('plain text')).toBe('plain text');
  });
});
