import { fc } from '@fast-check/vitest';
import { fillPath, pathParamNames, type ListedRoute } from '../test/route-list';
import { samplePng } from '../test/sample-files';
import { TEST_ADMIN } from '../test/test-app';
import { SAME_ORIGIN } from './site-under-test';

/** Rows the examples point at, created before fuzzing so valid ids and tokens exist. */
export type Fixtures = {
  /** A future day, yyyy-MM-dd. */
  date: string;
  reservationId: number;
  manageToken: string;
  blockedSlotId: number;
  mediaId: number;
  /** A small real image for the upload examples. */
  png: Buffer;
};

/** A request the route accepts; the fuzzer sends it with one or more parts made hostile. */
export type RouteExample = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Body fields drawn afresh for every case, e.g. a booking's date so seatings never fill up. */
  fresh?: fc.Arbitrary<Record<string, unknown>>;
  multipart?: { fields: Record<string, string>; fileName: string };
};

/**
 * Path values that pass each route's parameter schema, for tests that need the route reached
 * rather than refused (a staff route must say 401 before it looks at the id).
 */
export const PLAUSIBLE_PARAMS: Record<string, string> = {
  id: '1',
  sectionName: 'about',
  token: 'AbCdEfGhIjKlMnOpQrStUvWx',
};

/** The route's path with plausible values, or a sample the route's RegExp matches. */
export function plausiblePath(route: ListedRoute): string {
  if (route.pattern) {
    const sample = ['/', '/book', '/staff', '/x'].find((p) => route.pattern!.regexp.test(p));
    if (sample === undefined) throw new Error(`no sample path matches ${route.path}`);
    return `${route.pattern.mount}${sample}`;
  }
  const values = Object.fromEntries(
    pathParamNames(route.path).map((name) => [name, PLAUSIBLE_PARAMS[name] ?? '1']),
  );
  return fillPath(route.path, values);
}

// A day from two days to about two years ahead: never 'today' in any time zone.
const futureDay = fc.integer({ min: 2, max: 700 }).map((days) => daysAhead(days));

/** Keyed 'METHOD /path' as listRoutes() writes them. Routes not listed get generic bodies. */
export function routeExamples(f: Fixtures): Record<string, RouteExample> {
  return {
    'POST /api/auth/login': { body: { ...TEST_ADMIN } },
    'POST /api/analytics/conversion': {
      body: {
        eventType: 'reservation_start',
        sessionId: 'fuzz-session-0001',
        metadata: { step: 'details', guests: 2, reservationId: f.reservationId, returning: false },
      },
    },
    'GET /api/content/:sectionName': { params: { sectionName: 'about' } },
    'PATCH /api/content/:sectionName': {
      params: { sectionName: 'footer' },
      body: {
        title: 'Find us',
        content: 'Open every evening.\nPlease book ahead.',
        imageUrl: '/uploads/dining-room.jpg',
        extraData: {
          contact: { address: '12 MG Road', phone: '+91 80 1234 5678', email: 'hi@example.com' },
          hours: { weekdays: '6 PM - 11 PM', monday: 'Closed' },
        },
      },
    },
    'PUT /api/site-settings/contact': {
      body: {
        phone: '+91 80 1234 5678',
        email: 'hello@example.com',
        address: '12 MG Road\nBengaluru',
        openingHours: 'Daily, 6 PM - 11 PM',
      },
    },
    'PUT /api/site-settings/social': {
      body: {
        facebook: 'https://facebook.com/tastingroom',
        instagram: 'https://instagram.com/tastingroom',
        twitter: '',
        youtube: 'https://youtube.com/@tastingroom',
      },
    },
    'PUT /api/site-settings/corporate-ordering': { body: { value: 'true' } },
    'POST /api/media/upload': {
      multipart: { fields: { purpose: 'gallery' }, fileName: 'dining-room.png' },
    },
    'DELETE /api/media/:id': { params: { id: String(f.mediaId) } },
    'GET /api/availability': { query: { date: f.date } },
    'POST /api/reservations': {
      body: {
        name: 'Asha Rao',
        email: 'asha.rao@example.com',
        phone: '+91 98765 43210',
        date: f.date,
        timeSlot: '7:00 PM - 8:00 PM',
        guests: 2,
        vegCount: 1,
        nonVegCount: 1,
        specialRequests: 'A table by the window, please',
      },
      fresh: fc.record({ date: futureDay }),
    },
    'PATCH /api/reservations/:id/status': {
      params: { id: String(f.reservationId) },
      body: { status: 'cancelled' },
    },
    'GET /api/reservations/manage/:token': { params: { token: f.manageToken } },
    'POST /api/reservations/manage/:token/cancel': { params: { token: f.manageToken } },
    'POST /api/blocked-slots': {
      body: { date: f.date, timeSlot: '9:00 PM - 10:00 PM', reason: 'Private event' },
      fresh: fc.record({ date: futureDay }),
    },
    'DELETE /api/blocked-slots/:id': { params: { id: String(f.blockedSlotId) } },
  };
}

/** A day `days` ahead of now, as the booking form writes it. */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

async function expectJson(
  res: Response,
  status: number,
  what: string,
): Promise<Record<string, unknown>> {
  const text = await res.text();
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** Creates the rows the examples point at, through the API as staff and a guest would. */
export async function createFixtures(baseUrl: string, staffCookie: string): Promise<Fixtures> {
  const date = daysAhead(30);
  const png = await samplePng(16, 16);
  const json = { ...SAME_ORIGIN, 'Content-Type': 'application/json' };
  const booked = await expectJson(
    await fetch(`${baseUrl}/api/reservations`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(routeExamples({ date } as Fixtures)['POST /api/reservations']!.body),
    }),
    201,
    'booking the example reservation',
  );
  const blocked = await expectJson(
    await fetch(`${baseUrl}/api/blocked-slots`, {
      method: 'POST',
      headers: { ...json, Cookie: staffCookie },
      body: JSON.stringify({ date, timeSlot: '8:00 PM - 9:00 PM', reason: 'Staff training' }),
    }),
    201,
    'blocking the example seating',
  );
  const form = new FormData();
  form.append('purpose', 'gallery');
  form.append('file', new Blob([new Uint8Array(png)]), 'dining-room.png');
  const media = await expectJson(
    await fetch(`${baseUrl}/api/media/upload`, {
      method: 'POST',
      headers: { ...SAME_ORIGIN, Cookie: staffCookie },
      body: form,
    }),
    201,
    'uploading the example image',
  );
  return {
    date,
    reservationId: booked.id as number,
    manageToken: String(booked.manageUrl).split('/').pop()!,
    blockedSlotId: blocked.id as number,
    mediaId: media.id as number,
    png,
  };
}
