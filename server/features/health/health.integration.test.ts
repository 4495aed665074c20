import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livenessDtoSchema, readinessDtoSchema } from '@shared/contracts/health';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

describe(`health probes (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('when probed, then each answer is its status word and nothing else, never cached', async () => {
    const live = await request(t.app).get('/healthz');
    expect(live.status).toBe(200);
    expect(livenessDtoSchema.strict().parse(live.body)).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');

    const ready = await request(t.app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(readinessDtoSchema.strict().parse(ready.body)).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });
});
