import { text } from 'node:stream/consumers';
import {
  hashKey,
  hydrate,
  QueryCache,
  QueryClient,
  type DehydratedState,
} from '@tanstack/react-query';
import { createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import request from 'supertest';
import { Router } from 'wouter';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../../client/src/app/app';
import { SSR_STATE_ELEMENT_ID } from '../../client/src/app/ssr-contract';
import { paymentsConfigQueryOptions } from '../../client/src/features/corporate/api/checkout';
import { authQueryOptions } from '../../client/src/lib/auth';
import { corporateOrders } from '@shared/schema/corporate-orders';
import { newManageToken } from '../features/reservations/manage-token';
import { insertMenuItem, insertReservation } from '../test/factories';
import { createTestApp, signedInAgent, type TestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';

// Each public page owns its data: the first HTML hands the browser the results of that page's
// loaders (and its layout's), nothing of another page's, and nothing the page reads is missing.

vi.mock('./load-renderer', () => ({
  loadBuiltRenderer: async () => (await import('../../client/src/app/entry-server')).renderPage,
}));

/**
 * What a page reads on its first render that no server hands over: who is signed in (each
 * visitor's own; the signed-in hint decides in the browser), and the payment provider, which
 * only the checkout acts on and nothing on the page shows.
 */
const READ_IN_THE_BROWSER = new Set([
  hashKey(authQueryOptions().queryKey),
  hashKey(paymentsConfigQueryOptions().queryKey),
]);

/**
 * A query cache that notes the key of every query a render reads, present or not; a query the
 * page has switched off (the seats of a night not yet chosen) is not read.
 */
function readingQueryCache() {
  const cache = new QueryCache();
  const read = new Set<string>();
  const build = cache.build.bind(cache);
  cache.build = ((client, options, state) => {
    if ((options as { enabled?: unknown }).enabled !== false) read.add(hashKey(options.queryKey));
    return build(client, options, state);
  }) as QueryCache['build'];
  return { cache, read };
}

function stateOf(page: string): DehydratedState {
  const match = new RegExp(
    `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">(.*?)</script>`,
  ).exec(page);
  if (!match) throw new Error('the page has no dehydrated state');
  return JSON.parse(match[1]!) as DehydratedState;
}

/** The keys the page reads when the browser hydrates it with the state the server handed over. */
async function readsOnHydration(path: string, state: DehydratedState): Promise<Set<string>> {
  const { cache, read } = readingQueryCache();
  const client = new QueryClient({
    queryCache: cache,
    defaultOptions: { queries: { staleTime: Infinity, gcTime: Infinity, retry: false } },
  });
  hydrate(client, state);
  read.clear();
  const { prelude } = await prerenderToNodeStream(
    createElement(Router, {
      ssrPath: path,
      children: createElement(App, { queryClient: client }),
    }),
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  await text(prelude);
  client.clear();
  return read;
}

describe(`each public page's first HTML carries its own data (${testDatabaseKind})`, () => {
  let t: TestApp;
  let managePath: string;
  let orderPath: string;
  beforeAll(async () => {
    t = await createTestApp({ SSR: 'on' }, { withPages: true });
    const staff = await signedInAgent(t.app);
    // Every section saved, so every loader answers and nothing is left to the browser.
    for (const section of ['hero', 'about', 'reservation']) {
      await staff
        .patch(`/api/content/${section}`)
        .send({ title: `${section} title`, content: `${section} text` })
        .expect(200);
    }
    await staff.put('/api/site-settings/corporate-ordering').send({ value: 'true' }).expect(200);
    await insertMenuItem(t.database.db, { name: 'Veg Thali Box', isActive: true });
    const { token, hash } = newManageToken();
    await insertReservation(t.database.db, { manageTokenHash: hash });
    managePath = `/reservation/${token}`;
    // A buyer's order page: its first HTML carries that order, and nothing else of a buyer's.
    const viewToken = 'order-page-token-for-the-ssr-test';
    await t.database.db.insert(corporateOrders).values({
      companyName: 'Acme',
      contactPerson: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      totalAmount: 73290,
      paymentStatus: 'completed',
      orderItems: [{ name: 'Veg Thali', quantity: 2, price: 349 }],
      viewToken,
    });
    orderPath = `/order/${viewToken}`;
  });
  afterAll(async () => {
    await t.close();
  });

  const pages = () => [
    '/',
    '/book',
    '/corporate',
    '/contact',
    '/no-such-page',
    managePath,
    orderPath,
  ];

  it("when each public page is asked for, then its state holds exactly the queries it reads, but the visitor's own", async () => {
    for (const path of pages()) {
      const res = await request(t.app).get(path).set('Accept', 'text/html');
      const state = stateOf(res.text);
      const handedOver = new Set(state.queries.map((q) => q.queryHash));
      const read = await readsOnHydration(path, state);

      const notRead = [...handedOver].filter((key) => !read.has(key));
      const missing = [...read].filter(
        (key) => !handedOver.has(key) && !READ_IN_THE_BROWSER.has(key),
      );
      expect({ path, notRead, missing }).toEqual({ path, notRead: [], missing: [] });
    }
  });

  it('when pages are compared, then none carries what only another page shows', async () => {
    const keysOf = async (path: string) => {
      const res = await request(t.app).get(path).set('Accept', 'text/html');
      return stateOf(res.text).queries.map((q) => q.queryKey.join(' '));
    };
    expect(await keysOf('/contact')).not.toContainEqual(expect.stringMatching(/^\/api\/menu/));
    expect(await keysOf('/')).not.toContainEqual(expect.stringMatching(/time-slots/));
    expect(await keysOf('/corporate')).toContainEqual(expect.stringMatching(/^\/api\/menu/));
  });
});
