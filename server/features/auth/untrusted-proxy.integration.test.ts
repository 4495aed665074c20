import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { captureLogs } from '../../test/log-capture';
import { createTestApp, TEST_ADMIN } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

/** A production site's settings, as far as sign-in is concerned. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(40),
  PUBLIC_URL: 'https://dine.example',
  MAIL_OUTBOX: '1',
};

const setsSessionCookie = (res: { headers: Record<string, unknown> }) =>
  ([] as string[])
    .concat((res.headers['set-cookie'] as string[] | undefined) ?? [])
    .some((cookie) => cookie.startsWith('sid=') && /;\s*Secure/i.test(cookie));

const proxyErrors = (entries: Record<string, unknown>[]) =>
  entries.filter((e) => e.level === 50 && String(e.msg).includes('TRUST_PROXY'));

describe(`sign-in behind an HTTPS proxy (${testDatabaseKind})`, () => {
  it('O4: when a production sign-in comes over a forwarded HTTPS request the app does not trust, then one clear error is logged, once', async () => {
    const logs = captureLogs();
    const t = await createTestApp(PRODUCTION, { logger: logs.logger, runJobs: false });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await request(t.app)
          .post('/api/auth/login')
          .set('X-Forwarded-Proto', 'https')
          .send(TEST_ADMIN)
          .expect(200);
        // What an operator would see without the log line: a 200 and no session.
        expect(setsSessionCookie(res)).toBe(false);
      }
      const errors = proxyErrors(logs.entries());
      expect(errors).toHaveLength(1);
      expect(errors[0]?.msg).toMatch(/HTTPS proxy the app does not trust/);
      expect(errors[0]?.msg).toMatch(/TRUST_PROXY=loopback/);
    } finally {
      await t.close();
    }
  });

  it('O4: when the proxy is trusted, or the request was not forwarded as HTTPS, then nothing is logged', async () => {
    const logs = captureLogs();
    const trusted = await createTestApp(
      { ...PRODUCTION, TRUST_PROXY: 'loopback' },
      { logger: logs.logger, runJobs: false },
    );
    try {
      const res = await request(trusted.app)
        .post('/api/auth/login')
        .set('X-Forwarded-Proto', 'https')
        .send(TEST_ADMIN)
        .expect(200);
      expect(setsSessionCookie(res)).toBe(true);
      // Plain HTTP straight to the process (a health check, a curl on the machine): not the case.
      await request(trusted.app).post('/api/auth/login').send(TEST_ADMIN).expect(200);
    } finally {
      await trusted.close();
    }
    const untrusted = await createTestApp(PRODUCTION, { logger: logs.logger, runJobs: false });
    try {
      await request(untrusted.app).post('/api/auth/login').send(TEST_ADMIN).expect(200);
    } finally {
      await untrusted.close();
    }
    expect(proxyErrors(logs.entries())).toEqual([]);
  });
});
