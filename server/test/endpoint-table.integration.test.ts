import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { AnyEndpoint, EndpointAccess } from '@shared/api/endpoint';
import { pathOf, searchOf } from '@shared/api/endpoint';
import { endpointSchemas } from '@shared/api/endpoint-schemas';
import * as endpoints from '@shared/api/endpoints';
import { SEATINGS } from '@shared/constants';
import { uniqueFutureDate } from './factories';
import { listRoutes, type ListedRoute, type RouteAccess } from './route-list';
import { createTestApp, signedInAgent, type TestApp } from './test-app';
import { testDatabaseKind } from './test-database';

// The client calls the API only through shared/api/endpoints.ts; this holds that table to the
// routers the app really mounts, both ways, and to who may call each route.

type TableEntry = { key: string; endpoint: AnyEndpoint };

const table: TableEntry[] = Object.entries(endpoints).flatMap(([area, group]) =>
  Object.entries(group as Record<string, AnyEndpoint>).map(([name, endpoint]) => ({
    key: `${area}.${name}`,
    endpoint,
  })),
);

const routeKey = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/** How the route walk names each access of the table (it reads the markers on the handlers). */
const WALKED_ACCESS: Record<EndpointAccess, RouteAccess> = {
  public: 'public',
  'signed-in': 'staff',
  staff: 'staff',
  admin: 'admin',
  // The webhook is open to anyone; its signature, checked in the handler, is the gate.
  gateway: 'public',
};

describe(`the endpoint table against the routers (${testDatabaseKind})`, () => {
  let t: TestApp;
  let apiRoutes: ListedRoute[];
  beforeAll(async () => {
    t = await createTestApp();
    // /healthz and /readyz are the process's, not the API's: the table covers /api only.
    apiRoutes = listRoutes(t.app).filter((r) => r.path.startsWith('/api/'));
  });
  afterAll(() => t.close());

  it('when the routers are walked, then every API route is in the table', () => {
    const declared = new Set(table.map(({ endpoint }) => routeKey(endpoint)));
    const missing = apiRoutes.filter((r) => !declared.has(routeKey(r))).map(routeKey);
    expect(missing, 'routed but not in shared/api/endpoints').toEqual([]);
    // A walk that found nothing would make the check above pass vacuously.
    expect(apiRoutes.length).toBeGreaterThan(40);
  });

  it('when the table is read, then every endpoint is routed, once', () => {
    const routed = new Set(apiRoutes.map(routeKey));
    const unrouted = table.filter(({ endpoint }) => !routed.has(routeKey(endpoint)));
    expect(
      unrouted.map(({ key, endpoint }) => `${key}: ${routeKey(endpoint)}`),
      'in shared/api/endpoints but not routed',
    ).toEqual([]);
    const keys = table.map(({ endpoint }) => routeKey(endpoint));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('when an endpoint is routed, then the table says who may call it as the route enforces it', () => {
    const walked = new Map(apiRoutes.map((r) => [routeKey(r), r.access]));
    // An unrouted entry is the previous test's finding; only routed ones are judged here.
    const wrong = table
      .filter(({ endpoint }) => walked.has(routeKey(endpoint)))
      .filter(({ endpoint }) => walked.get(routeKey(endpoint)) !== WALKED_ACCESS[endpoint.access])
      .map(
        ({ key, endpoint }) => `${key}: ${endpoint.access} vs ${walked.get(routeKey(endpoint))}`,
      );
    expect(wrong).toEqual([]);
  });

  // The answers' types in the table are the response schemas' types (checked by the compiler in
  // endpoint-schemas.ts); here the schemas meet what the server really sends.
  it("when the reads are asked as an admin, then each answer is what the endpoint's response schema accepts", async () => {
    const admin = await signedInAgent(t.app);
    const date = uniqueFutureDate();
    const reads: [AnyEndpoint, z.ZodType, Record<string, string>?, Record<string, string>?][] = [
      [endpoints.auth.check, endpointSchemas.auth.check.response],
      [endpoints.users.list, endpointSchemas.users.list.response],
      [endpoints.audit.trail, endpointSchemas.audit.trail.response],
      [endpoints.analytics.dashboard, endpointSchemas.analytics.dashboard.response],
      [endpoints.analytics.overview, endpointSchemas.analytics.overview.response],
      [endpoints.content.list, endpointSchemas.content.list.response],
      [
        endpoints.content.section,
        endpointSchemas.content.section.response,
        { sectionName: 'hero' },
      ],
      [endpoints.siteSettings.contact, endpointSchemas.siteSettings.contact.response],
      [endpoints.siteSettings.social, endpointSchemas.siteSettings.social.response],
      [
        endpoints.siteSettings.corporateOrdering,
        endpointSchemas.siteSettings.corporateOrdering.response,
      ],
      [endpoints.media.list, endpointSchemas.media.list.response],
      [endpoints.menu.list, endpointSchemas.menu.list.response],
      [endpoints.reservations.timeSlots, endpointSchemas.reservations.timeSlots.response],
      [
        endpoints.reservations.availability,
        endpointSchemas.reservations.availability.response,
        {},
        { date },
      ],
      [
        endpoints.reservations.nearestNights,
        endpointSchemas.reservations.nearestNights.response,
        {},
        { date, timeSlot: SEATINGS[0].slot, guests: '2' },
      ],
      [
        endpoints.reservations.monthAvailability,
        endpointSchemas.reservations.monthAvailability.response,
        {},
        { month: date.slice(0, 7) },
      ],
      [
        endpoints.reservations.blockPreview,
        endpointSchemas.reservations.blockPreview.response,
        {},
        { date, wholeNight: 'true' },
      ],
      [endpoints.siteSettings.bookingWindow, endpointSchemas.siteSettings.bookingWindow.response],
      [endpoints.reservations.challenge, endpointSchemas.reservations.challenge.response],
      [endpoints.reservations.list, endpointSchemas.reservations.list.response],
      [endpoints.reservations.blockedSlots, endpointSchemas.reservations.blockedSlots.response],
      [endpoints.corporateOrders.list, endpointSchemas.corporateOrders.list.response],
      [endpoints.siteSettings.legal, endpointSchemas.siteSettings.legal.response],
      [endpoints.quoteRequests.list, endpointSchemas.quoteRequests.list.response],
      [endpoints.payments.config, endpointSchemas.payments.config.response],
    ];
    const refused: string[] = [];
    for (const [endpoint, schema, params, query] of reads) {
      const url = `${pathOf(endpoint, params)}${searchOf(query)}`;
      const res = await admin.get(url);
      const parsed = schema.safeParse(res.body);
      if (res.status !== 200 || !parsed.success) {
        refused.push(`${url}: ${res.status} ${parsed.error?.message ?? ''}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('when a guest books and reads the booking back, then both answers are what the schemas accept', async () => {
    const booked = await request(t.app).post(endpoints.reservations.create.path).send({
      name: 'Asha Rao',
      email: 'asha.endpoint-table@example.com',
      phone: '+91 98450 00000',
      date: uniqueFutureDate(),
      timeSlot: SEATINGS[0].slot,
      guests: 2,
      vegCount: 1,
      nonVegCount: 1,
    });
    expect(booked.status).toBe(201);
    expect(endpointSchemas.reservations.create.response.safeParse(booked.body).success).toBe(true);

    const token = String(booked.body.manageUrl).split('/').at(-1)!;
    const read = await request(t.app).get(pathOf(endpoints.reservations.manage, { token }));
    expect(read.status).toBe(200);
    expect(endpointSchemas.reservations.manage.response.safeParse(read.body).success).toBe(true);
  });
});
