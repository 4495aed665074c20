import { it } from '@fast-check/vitest';
import { afterAll, describe, expect } from 'vitest';
import { insertStaffUser } from '../test/factories';
import { captureLogs } from '../test/log-capture';
import { listRoutes } from '../test/route-list';
import { testDatabaseKind } from '../test/test-database';
import { fuzzCases } from './fuzz-cases';
import { contractProblem, cut, describeRequest, send } from './fuzz-request';
import { createFixtures, routeExamples } from './route-examples';
import { createSiteUnderTest, signIn } from './site-under-test';

/**
 * Cases per route: 200 on PostgreSQL (the production engine), 50 on the embedded one, whose
 * answers come from the same code; the two passes together must stay within CI's time.
 */
const RUNS_PER_ROUTE = testDatabaseKind === 'postgres' ? 200 : 50;

/** How many files share the routes: each is a site of its own, so the shares run side by side. */
export const FUZZ_SHARES = 3;

/**
 * Fuzzes every `FUZZ_SHARES`-th route of the app, starting at `share` (0-based), on a site and
 * database of this file's own. The tests are made from the app's own routes, so the app is built
 * while the file is collected.
 */
export async function fuzzRoutes(share: number): Promise<void> {
  // Warnings and errors the server logs, so a failure can show the stack behind a 500.
  const logs = captureLogs('warn');
  const logger = logs.logger;

  // One real server for every case: a Supertest server per request would cost more than the case.
  const site = await createSiteUnderTest({ RATE_LIMITS: 'off' }, { logger });
  afterAll(() => site.close());
  const baseUrl = await site.listen();
  const staffCookie = await signIn(baseUrl);
  // Sign-in and sign-out cases get a user of their own: signing the staff user out (everywhere)
  // would turn every later staff case into a plain 401.
  const authUser = await insertStaffUser(site.database.db);
  const authCookie = await signIn(baseUrl, {
    username: authUser.username,
    password: authUser.plainPassword,
  });
  const fixtures = await createFixtures(baseUrl, staffCookie, site.database.db);
  const examples = routeExamples(fixtures);
  const routes = listRoutes(site.app);
  const mine = routes.filter((_, index) => index % FUZZ_SHARES === share);

  describe(`hostile input to any route never breaks the site (${testDatabaseKind}, share ${share + 1} of ${FUZZ_SHARES})`, () => {
    it('when the routers are walked, then there are routes to fuzz and examples match real routes', () => {
      expect(routes.length).toBeGreaterThan(20);
      expect(mine.length).toBeGreaterThan(0);
      const known = new Set(routes.map((r) => `${r.method} ${r.path}`));
      expect(Object.keys(examples).filter((key) => !known.has(key))).toEqual([]);
    });

    for (const route of mine) {
      const example = examples[`${route.method} ${route.path}`];
      const cookie = route.path.startsWith('/api/auth/') ? authCookie : staffCookie;
      it.prop([fuzzCases(route, example)], { numRuns: RUNS_PER_ROUTE })(
        `when ${route.method} ${route.path} gets hostile path parameters, query and body, then never a 5xx and every error is in the contract`,
        async (c) => {
          const logged = logs.lines().length;
          const report = (problem: string, outcome: string) =>
            new Error(
              [
                `${problem}:`,
                describeRequest(route.method, c),
                outcome,
                ...logs
                  .lines()
                  .slice(logged)
                  .map((line) => `server log: ${cut(line, 4000)}`),
              ].join('\n'),
            );
          // A dropped connection or a hang is a failure too, and must name the request.
          const answer = await send(baseUrl, route.method, c, { cookie, png: fixtures.png }).catch(
            (err: Error) => {
              throw report('no answer', `→ ${err.message} ${String(err.cause ?? '')}`);
            },
          );
          const problem = contractProblem(route, answer);
          if (problem) throw report(problem, `→ ${answer.status} ${cut(answer.text, 1000)}`);
        },
        150_000,
      );
    }
  });
}
