import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { guestDate } from '@shared/date-display';
import { reservations } from '@shared/schema/reservations';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { BOOKINGS_PER_IP, FREE_ATTEMPTS_PER_IP } from './booking-challenge';

// The built server entry is not there in a test run: the app renders with its source instead.
vi.mock('../../ssr/load-renderer', () => ({
  loadBuiltRenderer: async () => (await import('../../../client/src/app/entry-server')).renderPage,
}));

const NOW = new Date('2026-11-22T06:00:00Z');
const ORIGIN = 'http://localhost:5000';

let dayCounter = 0;
const freshDate = () => new Date(Date.UTC(2027, 5, 1 + ++dayCounter)).toISOString().slice(0, 10);
let guestCounter = 0;
/** The plain form's fields, as a browser posts them (every value a string). */
const formFields = (overrides: Record<string, string> = {}) => {
  guestCounter++;
  return {
    guests: '2',
    date: freshDate(),
    timeSlot: '8:00 PM - 9:00 PM',
    vegCount: '1',
    nonVegCount: '1',
    name: `Form Diner ${guestCounter}`,
    email: `form${guestCounter}@example.com`,
    phone: `+91 92222 ${String(10000 + guestCounter)}`,
    specialRequests: '',
    website: '',
    ...overrides,
  };
};

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

describe(`POST /book, the booking form without JavaScript (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SSR: 'on', TRUST_PROXY: '1' }, { withPages: true, now: () => NOW });
  });
  afterAll(() => t.close());

  /** A post as the browser sends it from our own page. */
  const post = (fields: object | string, from = freshIp()) =>
    request(t.app)
      .post('/book')
      .set('X-Forwarded-For', from)
      .set('Origin', ORIGIN)
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send(fields);
  const rowsFor = (email: string) =>
    t.database.db.select().from(reservations).where(eq(reservations.email, email));

  it('when the form is posted with mistakes, then the page comes back with the messages beside the fields and the values kept, private', async () => {
    const fields = formFields({ name: '', email: 'not-an-address', vegCount: '2' });

    const res = await post(fields);

    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain('Name is required');
    expect(res.text).toContain('Valid email is required');
    expect(res.text).toContain(
      'Total of vegetarian and non-vegetarian courses must equal the number of guests',
    );
    expect(res.text).toContain('value="not-an-address"');
    expect(res.text).toContain(`value="${fields.phone}"`);
    // The night posted: its seatings are listed, the one chosen still chosen.
    expect(res.text).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="8:00 PM - 9:00 PM"/);
    expect(await rowsFor(fields.email)).toHaveLength(0);
    // The next visitor gets the shared page: nothing of this diner's (the page cache is on).
    for (const path of ['/book', `/book?date=${fields.date}`]) {
      const next = await request(t.app).get(path).set('Accept', 'text/html').expect(200);
      expect(next.text).not.toContain(fields.phone);
      expect(next.text).not.toContain('not-an-address');
      expect(next.text).not.toContain('Name is required');
    }
  });

  it('when the party size posted is not one the form offers, then the page comes back with the default party and one needs section per guest of it', async () => {
    for (const guests of ['1e10', '100000', '-3', '2.5', 'x']) {
      const res = await post(formFields({ guests }));
      expect(res.status, guests).toBe(400);
      expect(res.text).toContain('Add a guest&#x27;s dietary needs');
      expect(
        res.text.match(/<legend[^>]*>Guest (?:<!-- -->)?\d+<\/legend>/g) ?? [],
        guests,
      ).toHaveLength(2);
    }
  });

  it('when the form is posted right, then the booking is made and the diner is sent to its confirmation page', async () => {
    const fields = formFields();

    const res = await post(fields);

    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/reservation\/[A-Za-z0-9_-]{20,}$/);
    const [row] = await rowsFor(fields.email);
    expect(row).toMatchObject({ name: fields.name, date: fields.date, guests: 2, vegCount: 1 });
    const page = await request(t.app).get(res.headers.location!).set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.text).toContain(fields.name);
  });

  it.each([
    ['no fields at all', ''],
    ['every field twice', 'name=a&name=b&guests=1&guests=2&date=2027-06-01&date=x'],
    ['a huge name', `name=${'x'.repeat(15_000)}&guests=2`],
    ['a body beyond the limit', `name=${'x'.repeat(40_000)}`],
    ['junk', '%%%&&&===&guests[]=1&__proto__=1&constructor=x'],
  ])('when %s is posted, then the page answers 4xx, never 500', async (_case, body) => {
    const res = await post(body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('when another site posts the form, then it is refused with nothing of its own sent back', async () => {
    const fields = formFields({ name: 'Cross Site' });
    const fromElsewhere = await request(t.app)
      .post('/book')
      .set('Origin', 'https://evil.example')
      .type('form')
      .send(fields);
    const markedCrossSite = await request(t.app)
      .post('/book')
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .send(fields);

    for (const res of [fromElsewhere, markedCrossSite]) {
      expect(res.status).toBe(403);
      expect(res.text).toContain('Cross-site request refused');
      expect(res.text).not.toContain('Cross Site');
    }
    expect(await rowsFor(fields.email)).toHaveLength(0);
  });

  it('when our own page posts under no-referrer (Origin: null, Sec-Fetch-Site: same-origin), then it books', async () => {
    const fields = formFields();
    const res = await request(t.app)
      .post('/book')
      .set('Origin', 'null')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('X-Forwarded-For', freshIp())
      .type('form')
      .send(fields);
    expect(res.status).toBe(303);
    const nullOriginAlone = await request(t.app)
      .post('/book')
      .set('Origin', 'null')
      .type('form')
      .send(formFields());
    expect(nullOriginAlone.status).toBe(403);
  });

  it('when a network has spent its attempts through the API and the form, then the form answers 429 like the API', async () => {
    const ip = freshIp();
    const half = Math.floor(BOOKINGS_PER_IP.points / 2);
    for (let i = 0; i < half; i++) {
      await request(t.app)
        .post('/api/reservations')
        .set('X-Forwarded-For', ip)
        .send({})
        .expect(400);
    }
    for (let i = half; i < BOOKINGS_PER_IP.points; i++) await post({}, ip).expect(400);

    const res = await post(formFields(), ip);

    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.text).toContain('Too many booking attempts from this connection');
    const api = await request(t.app).post('/api/reservations').set('X-Forwarded-For', ip).send({});
    expect(api.status).toBe(429);
  });

  it('when traffic from a network looks abnormal, then the form is refused as the API is (428) and told the check needs JavaScript', async () => {
    const ip = freshIp();
    for (let i = 0; i < FREE_ATTEMPTS_PER_IP; i++) await post(formFields(), ip).expect(303);
    const fields = formFields();

    const res = await post(fields, ip);

    expect(res.status).toBe(428);
    expect(res.text).toContain('runs only with JavaScript');
    expect(res.text).toContain(`value="${fields.name}"`);
    expect(await rowsFor(fields.email)).toHaveLength(0);
    // The API asks the same network for the same check.
    const api = await request(t.app)
      .post('/api/reservations')
      .set('X-Forwarded-For', ip)
      .send({ ...fields, guests: 2, vegCount: 1, nonVegCount: 1 });
    expect(api.status).toBe(428);
  });

  it('when /book?date= is asked for, then that night’s seatings are in the first HTML, and the page is not kept for others', async () => {
    const date = freshDate();
    await post(formFields({ date, guests: '4', vegCount: '0', nonVegCount: '4' })).expect(303);

    const first = await request(t.app).get(`/book?date=${date}`).set('Accept', 'text/html');
    expect(first.status).toBe(200);
    expect(first.text).toMatch(/<input type="radio"[^>]*name="timeSlot" value="8:00 PM - 9:00 PM"/);
    expect(first.text).toContain('6 seats left');

    await post(formFields({ date, guests: '2', vegCount: '0', nonVegCount: '2' })).expect(303);
    const next = await request(t.app).get(`/book?date=${date}`).set('Accept', 'text/html');
    expect(next.text).toContain('4 seats left');
  });

  it('when /book?date= shows a special night, then its seatings are headed by the night’s name in the first HTML', async () => {
    const date = freshDate();
    const admin = await signedInAgent(t.app);
    await admin
      .post('/api/special-nights')
      .send({ name: 'Harvest table', date, pricePerGuestRupees: 3000, payment: 'usual' })
      .expect(201);
    const page = await request(t.app).get(`/book?date=${date}`).set('Accept', 'text/html');
    const legend = /<legend id="timeSlot-label"[^>]*>(.*?)<\/legend>/s.exec(page.text)?.[1];
    expect(legend?.replaceAll('<!-- -->', '')).toBe(
      `Time slot on ${guestDate(date)} (Harvest table)`,
    );
  });

  it('T3: when the plain form is posted with each guest’s needs and the occasion, then the booking stores them, checked by the shared schema', async () => {
    const fields = formFields({
      guests: '3',
      vegCount: '1',
      nonVegCount: '2',
      'needs.0.menu': 'veg',
      'needs.0.note': 'Severe, carries an EpiPen',
      'needs.1.menu': 'non-veg',
      'needs.2.menu': 'non-veg',
      'needs.2.preferences': 'halal',
      occasion: 'anniversary',
      occasionNote: 'Our 10th',
    });
    // Ticked boxes post their field once a code, as a browser sends them.
    const body = `${new URLSearchParams(fields)}&needs.0.allergens=peanuts&needs.0.allergens=tree_nuts`;

    const res = await post(body);

    expect(res.status).toBe(303);
    const [row] = await rowsFor(fields.email);
    expect(row).toMatchObject({
      guests: 3,
      occasion: 'anniversary',
      occasionNote: 'Our 10th',
      // The guest who declared nothing is not an entry.
      dietaryNeeds: [
        {
          menu: 'veg',
          allergens: ['peanuts', 'tree_nuts'],
          preferences: [],
          note: 'Severe, carries an EpiPen',
        },
        { menu: 'non-veg', allergens: [], preferences: ['halal'] },
      ],
    });
    const page = await request(t.app).get(res.headers.location!).set('Accept', 'text/html');
    expect(page.text).toContain('Anniversary: Our 10th');
    expect(page.text).toContain('peanuts');
  });

  it('T3: when the needs do not fit the menus or name an unknown allergen, then nothing is booked and the page keeps every value, the ticked boxes too', async () => {
    const fields = formFields({
      'needs.0.menu': 'veg',
      'needs.1.menu': 'veg',
      'needs.1.note': 'No garlic',
      occasion: 'birthday',
    });
    const body = `${new URLSearchParams(fields)}&needs.0.allergens=milk&needs.0.allergens=eggs`;

    const misfit = await post(body);
    const unknown = await post(`${new URLSearchParams(formFields())}&needs.0.allergens=plutonium`);

    expect(misfit.status).toBe(400);
    expect(misfit.text).toContain('vegetarian menu');
    expect(misfit.text).toContain('name="needs.0.allergens" checked="" value="milk"');
    expect(misfit.text).toContain('name="needs.0.allergens" checked="" value="eggs"');
    expect(misfit.text).not.toContain('name="needs.0.allergens" checked="" value="fish"');
    expect(misfit.text).toContain('value="No garlic"');
    expect(misfit.text).toMatch(/<option value="birthday" selected="">/);
    expect(unknown.status).toBe(400);
    expect(await rowsFor(fields.email)).toHaveLength(0);
  });

  it('T3: when Show seatings is pressed, then the typed night’s seatings come back with every value kept (the party too), and nothing is booked or counted', async () => {
    const night = freshDate();
    const fields = formFields({
      guests: '5',
      date: '',
      night,
      vegCount: '2',
      nonVegCount: '3',
      'needs.0.note': 'Coeliac',
      occasion: 'business',
      intent: 'show-seatings',
    });
    const ip = freshIp();

    const res = await post(fields, ip);

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain('<option value="5" selected="">');
    expect(res.text).toContain(`value="${fields.name}"`);
    expect(res.text).toContain(`value="${fields.phone}"`);
    expect(res.text).toContain('value="Coeliac"');
    expect(res.text).toMatch(/<option value="business" selected="">/);
    expect(res.text).toMatch(/name="vegCount" value="2"/);
    // The night typed is now the one shown, and the one the booking will be for.
    expect(res.text).toContain(`type="hidden" name="date" value="${night}"`);
    expect(res.text).toContain(`Time slot<!-- --> on ${guestDate(night)}`);
    expect(res.text).toMatch(/<input type="radio"[^>]*value="8:00 PM - 9:00 PM"/);
    expect(await rowsFor(fields.email)).toHaveLength(0);
    // No booking attempt was spent: the network still books its free attempts.
    for (let i = 0; i < FREE_ATTEMPTS_PER_IP; i++) await post(formFields(), ip).expect(303);
  });
});
