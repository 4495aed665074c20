import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '@shared/schema/rate-limits';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../test/test-database';
import { databaseLimiters, sweepExpiredLimits } from './limiter';

describe(`rate limit rows (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('when the sweep runs, then only windows that ended over an hour ago are deleted', async () => {
    const limiter = databaseLimiters(database.db, true).limiter('sweep', {
      points: 5,
      durationSeconds: 60,
    });
    await limiter.take('open-window');
    const hour = 60 * 60 * 1000;
    await database.db.insert(rateLimits).values([
      { key: 'sweep:ended-long-ago', points: 1, expire: new Date(Date.now() - 2 * hour) },
      { key: 'sweep:ended-recently', points: 1, expire: new Date(Date.now() - hour / 2) },
    ]);

    await sweepExpiredLimits(database.db);

    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits))
      .map((row) => row.key)
      .sort();
    expect(keys).toEqual(['sweep:ended-recently', 'sweep:open-window']);
  });
});
