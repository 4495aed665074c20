import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '@shared/schema/jobs';
import { enqueueJob } from '../jobs/enqueue-job';
import { createLogger } from '../lib/logger';
import { projectRoot } from '../lib/project-root';
import { mailJob } from '../mail/mail-job';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';
import { createAppMetrics, WATCHED_STATUS_CODES, watchedStatusCode } from './app-metrics';

const TOKEN = 'scrape-token-for-tests-0123456789';

/** The value of one series in Prometheus's text format; undefined when absent. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

// What an on-call person asks /metrics first: which errors exactly, is the queue moving, is the
// database pool starved, does this process hear the others' changes, and which release runs.
describe(`/metrics for the on-call person (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN, RATE_LIMITS: 'off' }, { runJobs: false });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(jobs).where(sql`true`);
  });

  const scrape = async () =>
    (await request(t.app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;
  const code = (text: string, c: string) =>
    valueOf(text, `http_responses_by_code_total{code="${c}"}`);

  it('O10: the watched statuses are counted exactly, every 5xx together, and nothing else', () => {
    expect([400, 401, 403, 404, 409, 413, 429].map(watchedStatusCode)).toEqual([
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '429',
    ]);
    expect([500, 502, 503, 599].map(watchedStatusCode)).toEqual(['5xx', '5xx', '5xx', '5xx']);
    expect([200, 204, 301, 304, 402, 415, 422, 600].map(watchedStatusCode)).toEqual(
      Array(8).fill(undefined),
    );
  });

  it('O10: when requests are refused, then each watched status counts its own answers, starting from 0', async () => {
    const before = await scrape();
    for (const c of WATCHED_STATUS_CODES) expect(code(before, c)).toEqual(expect.any(Number));
    await request(t.app).post('/api/reservations').send({}).expect(400);
    await request(t.app).get('/api/messages').expect(401);
    await request(t.app).get('/api/messages').expect(401);
    await request(t.app)
      .post('/api/reservations')
      .set('Origin', 'https://elsewhere.example')
      .send({})
      .expect(403);
    await request(t.app).get('/api/nothing-here').expect(404);
    await request(t.app)
      .post('/api/reservations')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ name: 'x'.repeat(200_000) }))
      .expect(413);
    const after = await scrape();
    const delta = (c: string) => (code(after, c) ?? 0) - (code(before, c) ?? 0);
    expect({
      400: delta('400'),
      401: delta('401'),
      403: delta('403'),
      404: delta('404'),
      413: delta('413'),
      '5xx': delta('5xx'),
    }).toEqual({ 400: 1, 401: 2, 403: 1, 404: 1, 413: 1, '5xx': 0 });
    expect(after).not.toMatch(/http_responses_by_code_total\{code="(200|415)"\}/);
  });

  it('O10: when a job stays running after its claim lapsed and another waits past its time, then both show', async () => {
    const idle = await scrape();
    expect(valueOf(idle, 'tasting_jobs_stuck_running')).toBe(0);
    expect(valueOf(idle, 'tasting_jobs_oldest_due_age_seconds')).toBe(0);
    const mail = { to: 'asha@example.com', subject: 'Your table', text: 'x', html: '<p>x</p>' };
    const stuck = await enqueueJob(t.database.db, mailJob, mail);
    await t.database.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: sql`now() - interval '5 minutes'` })
      .where(eq(jobs.id, stuck));
    // Still claimed by a live worker: not stuck.
    const working = await enqueueJob(t.database.db, mailJob, mail);
    await t.database.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(jobs.id, working));
    await enqueueJob(t.database.db, mailJob, mail, { runAt: new Date(Date.now() - 90_000) });
    // Due only later: not waiting yet.
    await enqueueJob(t.database.db, mailJob, mail, { delayMs: 3_600_000 });
    const text = await scrape();
    expect(valueOf(text, 'tasting_jobs_stuck_running')).toBe(1);
    const age = valueOf(text, 'tasting_jobs_oldest_due_age_seconds')!;
    expect(age).toBeGreaterThanOrEqual(89);
    expect(age).toBeLessThan(150);
  });

  it('O10: the change listener reports its state, one of them 1', async () => {
    const text = await scrape();
    const current = testDatabaseKind === 'postgres' ? 'listening' : 'in-process';
    expect(valueOf(text, `tasting_change_listener_state{state="${current}"}`)).toBe(1);
    for (const other of ['connecting', 'reconnecting', 'closed']) {
      expect(valueOf(text, `tasting_change_listener_state{state="${other}"}`)).toBe(0);
    }
  });

  it("O10: the build-info gauge names this release's version", async () => {
    const { version } = JSON.parse(
      fs.readFileSync(path.join(projectRoot(), 'package.json'), 'utf8'),
    ) as { version: string };
    expect(valueOf(await scrape(), `tasting_build_info{version="${version}"}`)).toBe(1);
  });

  it('O10: the database pool shows connections in use and queries waiting (PostgreSQL); the embedded database has none', async () => {
    const metrics = createAppMetrics(t.database.db, createLogger('silent'));
    metrics.watch({ pool: t.database.poolStats });
    if (testDatabaseKind === 'pglite') {
      expect((await metrics.scrape()).body).not.toMatch(/^tasting_db_pool_connections\{/m);
      return;
    }
    // Inside a transaction one connection is taken for as long as it lasts.
    const during = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      return (await metrics.scrape()).body;
    });
    expect(valueOf(during, 'tasting_db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(
      1,
    );
    expect(valueOf(during, 'tasting_db_pool_connections{state="waiting"}')).toBe(0);
    expect(valueOf(during, 'tasting_db_pool_connections{state="idle"}')).toEqual(
      expect.any(Number),
    );
  });
});
