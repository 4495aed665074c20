import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { CorporateOrderListQuery } from '@shared/contracts/corporate-order-list';
import type { MediaListQuery } from '@shared/contracts/media';
import type { QuoteRequestListQuery } from '@shared/contracts/quote-request';
import { corporateOrderList } from '../features/corporate/corporate-order-pages';
import { mediaList } from '../features/media/media-pages';
import { quoteRequestList } from '../features/quote-requests/quote-request-pages';
import { encodeCursor } from '../lib/keyset-page';
import { newestFirstQueries, type NewestFirstList } from '../lib/newest-first-page';
import { scansOfPlan } from './query-plan';
import { createTestDatabase, type TestDatabase } from './test-database';

// The corporate orders, quote requests and media library read a page, and a status's page, as
// a range of an index in the list's order: checked on PostgreSQL's plans over years of rows (a
// small table is scanned whole by choice, which would prove nothing). Search (q) is a substring
// match filtered along the same range and is not checked here.

const deep = encodeCursor(['2025-06-30 10:00:00+00', 1000]);

describe('the catering and media lists read ranges (postgres)', () => {
  let database: TestDatabase;
  let client: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    // Orders over two years, mostly settled; a few wait for payment or approval.
    await client.query(
      `insert into corporate_orders (company_name, contact_person, email, phone, status, payment_status, created_at)
       select 'Company ' || g, 'Contact ' || g, 'buyer' || g || '@example.com', '+91 90000 00000',
              case when g % 50 = 0 then 'pending' when g % 9 = 0 then 'cancelled' when g % 5 = 0 then 'approved' else 'completed' end,
              case when g % 100 = 0 then 'not_paid' when g % 9 = 0 then 'refunded' else 'completed' end,
              timestamptz '2025-01-01' + g * interval '50 minutes'
       from generate_series(1, 20000) as g`,
    );
    await client.query(
      `insert into quote_requests (name, email, phone, event_date, guests, status, created_at)
       select 'Planner ' || g, 'p' || g || '@example.com', '+91 90000 00000', '2026-12-01', 20,
              case when g % 40 = 0 then 'new' when g % 3 = 0 then 'answered' else 'closed' end,
              timestamptz '2025-01-01' + g * interval '2 hours'
       from generate_series(1, 10000) as g`,
    );
    await client.query(
      `insert into media_files (file_name, file_type, file_path, file_size, purpose, upload_date)
       select 'photo-' || g || '.jpg', 'image/jpeg', '/uploads/p' || g || '.jpg', 1000,
              (array['gallery', 'dish', 'ambiance', 'chef', 'other', 'hero', 'about-image', 'reservation', 'logo', 'veg-menu'])[1 + g % 10],
              timestamptz '2025-01-01' + g * interval '3 hours'
       from generate_series(1, 10000) as g`,
    );
    await client.query('analyze corporate_orders, quote_requests, media_files');
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  const scans = async (list: NewestFirstList, cursor: string | undefined, read: 'rows' | 'count') =>
    scansOfPlan(client, newestFirstQueries(database.db, list, { limit: 50, cursor })[read]);

  const noSeqScan = (found: string[]) => {
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((s) => s.startsWith('Seq Scan'))).toEqual([]);
  };

  it.each<[string, Omit<CorporateOrderListQuery, 'limit'>]>([
    ['the first page', {}],
    ['a page deep in the history', { cursor: deep }],
    [
      'the orders waiting for payment',
      { status: ['pending'], payment: ['not_paid', 'pending', 'failed'] },
    ],
    ['the orders to approve', { status: ['pending'], payment: ['completed'] }],
    ['a later page of cancelled orders', { status: ['cancelled'], cursor: deep }],
    ['the refunded orders', { payment: ['refunded'] }],
  ])(
    'when corporate orders are read for %s, then no order outside the range is scanned',
    async (_, query) => {
      noSeqScan(await scans(corporateOrderList({ limit: 50, ...query }), query.cursor, 'rows'));
    },
  );

  it('when the orders waiting for approval are counted, then only those are read', async () => {
    noSeqScan(
      await scans(corporateOrderList({ limit: 50, status: ['pending'] }), undefined, 'count'),
    );
  });

  it.each<[string, Omit<QuoteRequestListQuery, 'limit'>]>([
    ['the first page', {}],
    ['a page deep in the history', { cursor: deep }],
    ['the new requests', { status: ['new'] }],
    ['a later page of answered requests', { status: ['answered'], cursor: deep }],
  ])(
    'when quote requests are read for %s, then no request outside the range is scanned',
    async (_, query) => {
      noSeqScan(await scans(quoteRequestList({ limit: 50, ...query }), query.cursor, 'rows'));
    },
  );

  it('when the new quote requests are counted, then only those are read', async () => {
    noSeqScan(await scans(quoteRequestList({ limit: 50, status: ['new'] }), undefined, 'count'));
  });

  it.each<[string, Omit<MediaListQuery, 'limit'>]>([
    ['the first page', {}],
    ['a page deep in the library', { cursor: deep }],
    ['one purpose', { purpose: ['chef'] }],
    ['a later page of one purpose', { purpose: ['gallery'], cursor: deep }],
  ])(
    'when the media library is read for %s, then no file outside the range is scanned',
    async (_, query) => {
      noSeqScan(await scans(mediaList({ limit: 50, ...query }), query.cursor, 'rows'));
    },
  );
});
