import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '@shared/restaurant-time';
import { schemaOrgProblems } from '../test/schema-org';
import { createTestApp, signedInAgent, type TestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';

// Pages rendered from source, as the SSR tests do: the same whatever the build holds.
vi.mock('../ssr/load-renderer', () => ({
  loadBuiltRenderer: async () => (await import('../../client/src/app/entry-server')).renderPage,
}));

// 11:30 in Kolkata on 22 Nov 2026.
const NOW = new Date('2026-11-22T06:00:00Z');

type EventLd = {
  '@type': string;
  name: string;
  startDate: string;
  endDate: string;
  url: string;
  eventStatus: string;
  location: { '@type': string; name: string };
  offers: Record<string, unknown>;
};

const jsonLdOf = (html: string) => {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('the page has no JSON-LD');
  return JSON.parse(json) as Record<string, unknown> & { event?: EventLd[] };
};

describe(`special nights in the home page's structured data (${testDatabaseKind})`, () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAgent>>;
  let sevenId: number;
  beforeAll(async () => {
    // SSR on: the home page is kept in the page cache, which a special night's change must clear.
    t = await createTestApp(
      { SSR: 'on', RATE_LIMITS: 'off' },
      { now: () => NOW, withPages: true, runJobs: false },
    );
    admin = await signedInAgent(t.app);
    const slots = (await request(t.app).get('/api/time-slots')).body as {
      id: number;
      slot: string;
    }[];
    sevenId = slots.find((s) => s.slot === '7:00 PM - 8:00 PM')!.id;
  });
  afterAll(() => t.close());

  const home = async () =>
    jsonLdOf((await request(t.app).get('/').set('Accept', 'text/html').expect(200)).text);

  it('when an admin creates a special night, then the home page lists it as an Event (valid schema.org); renamed, it follows; deleted, it is gone', async () => {
    expect((await home()).event).toBeUndefined(); // read once: the page is now cached

    const created = await admin
      .post('/api/special-nights')
      .send({
        name: "New Year's Eve",
        date: '2026-12-31',
        capacities: [{ timeSlotId: sevenId, maxCapacity: 14 }],
        menu: null,
        pricePerGuestRupees: 4000,
        payment: 'prepay',
        depositPerGuestRupees: null,
      })
      .expect(201);
    const id = (created.body as { id: number }).id;

    const withNight = await home();
    expect(schemaOrgProblems(withNight)).toEqual([]);
    expect(withNight.event).toEqual([
      {
        '@type': 'Event',
        name: "New Year's Eve",
        // The first seating's start and the last one's end, in the restaurant's zone.
        startDate: '2026-12-31T19:00:00+05:30',
        endDate: '2026-12-31T22:00:00+05:30',
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: {
          '@type': 'Restaurant',
          name: 'The Tasting Room',
          url: 'http://localhost:5000/',
        },
        offers: {
          '@type': 'Offer',
          price: 4200, // ₹4,000 a guest with 5% GST
          priceCurrency: 'INR',
          availability: 'https://schema.org/InStock',
          url: 'http://localhost:5000/book?date=2026-12-31',
        },
        url: 'http://localhost:5000/book?date=2026-12-31',
      },
    ]);

    await admin
      .put(`/api/special-nights/${id}`)
      .send({
        name: 'Last night of 2026',
        date: '2026-12-31',
        capacities: [],
        menu: null,
        pricePerGuestRupees: null,
        payment: 'usual',
        depositPerGuestRupees: null,
      })
      .expect(200);
    const renamed = await home();
    expect(schemaOrgProblems(renamed)).toEqual([]);
    expect(renamed.event!.map((e) => e.name)).toEqual(['Last night of 2026']);
    // The usual prices: the veg to non-veg range a guest pays, GST included.
    expect(renamed.event![0]!.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: 996.45,
      highPrice: 1048.95,
      priceCurrency: 'INR',
    });

    await admin.delete(`/api/special-nights/${id}`).expect(204);
    expect((await home()).event).toBeUndefined();
  });

  it('when special nights run far ahead, then only the next 20 nights within a year are told of, the nearest first', async () => {
    const run = async (name: string, date: string, toDate: string) =>
      (
        await admin
          .post('/api/special-nights')
          .send({
            name,
            date,
            toDate,
            capacities: [],
            menu: null,
            pricePerGuestRupees: 2500,
            payment: 'usual',
            depositPerGuestRupees: null,
          })
          .expect(201)
      ).body as { id: number };
    const far = await run('Next winter', '2027-12-01', '2027-12-02'); // beyond a year from today
    const festival = await run('Festival fortnights', '2027-02-01', '2027-02-25');

    const events = (await home()).event!;
    expect(events).toHaveLength(20);
    expect(events.map((e) => e.name)).toEqual(Array(20).fill('Festival fortnights'));
    expect(events.map((e) => e.startDate.slice(0, 10))).toEqual(
      Array.from({ length: 20 }, (_, i) => addDays('2027-02-01', i)),
    );

    await admin.delete(`/api/special-nights/${far.id}`).expect(204);
    await admin.delete(`/api/special-nights/${festival.id}`).expect(204);
  });
});
