import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCorporateOrdering, checkoutPayload } from '../test/corporate-checkout';
import { uniqueFutureDate } from '../test/factories';
import { createTestApp, signedInAgent, type TestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';

const TOKEN = 'scrape-token-for-tests-0123456789';
const BEARER = `Bearer ${TOKEN}`;

/** The value of one series in Prometheus's text format, e.g. `x_total{a="b"}`; 0 when absent. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

let guestNumber = 0;
const booking = (overrides: Record<string, unknown> = {}) => {
  guestNumber += 1;
  return {
    name: 'Asha Rao',
    email: `metrics-guest-${guestNumber}@example.com`,
    phone: `+91 98450 ${String(20000 + guestNumber)}`,
    date: uniqueFutureDate(),
    timeSlot: '7:00 PM - 8:00 PM',
    guests: 2,
    vegCount: 1,
    nonVegCount: 1,
    ...overrides,
  };
};

describe(`what /metrics reports (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // Jobs stay queued, so the queue figures can be seen.
    t = await createTestApp({ METRICS_TOKEN: TOKEN, RATE_LIMITS: 'off' }, { runJobs: false });
  });
  afterAll(() => t.close());

  const scrape = async () =>
    (await request(t.app).get('/metrics').set('Authorization', BEARER).expect(200)).text;

  it("when the bearer token is sent, then Node's figures come beside the app's, never cached; without it, 404", async () => {
    await request(t.app).get('/metrics').expect(404);
    const res = await request(t.app).get('/metrics').set('Authorization', BEARER).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(res.text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(res.text).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('when requests carry ids and tokens, then the labels name the route pattern and never the value', async () => {
    const token = 'Zx9QmToken0123456789abcdEF';
    await request(t.app).get(`/api/reservations/manage/${token}`).expect(404);
    await request(t.app).get('/api/content/hero').expect(200);
    await request(t.app).get('/api/nothing-here/42').expect(404);
    const text = await scrape();
    expect(
      valueOf(
        text,
        'http_requests_total{method="GET",route="/api/reservations/manage/:token",status_class="4xx"}',
      ),
    ).toBe(1);
    expect(
      valueOf(
        text,
        'http_requests_total{method="GET",route="/api/content/:sectionName",status_class="2xx"}',
      ),
    ).toBe(1);
    expect(
      valueOf(text, 'http_requests_total{method="GET",route="none",status_class="4xx"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/content/:sectionName",status_class="2xx"} 1',
    );
    expect(text).not.toContain(token);
    expect(text).not.toContain('nothing-here');
    expect(text).not.toContain('/hero');
  });

  it('when a diner and a staff member book, then each channel counts one booking and the confirmation waits in the queue', async () => {
    const before = await scrape();
    const staff = await signedInAgent(t.app);
    await request(t.app).post('/api/reservations').send(booking()).expect(201);
    await staff
      .post('/api/reservations/staff')
      .send({ ...booking(), source: 'phone' })
      .expect(201);
    // Refused bookings count nothing.
    await request(t.app)
      .post('/api/reservations')
      .send(booking({ guests: 99 }))
      .expect(400);
    const after = await scrape();
    const delta = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(delta('tasting_bookings_total{channel="online"}')).toBe(1);
    expect(delta('tasting_bookings_total{channel="staff"}')).toBe(1);
    expect(delta('tasting_jobs{kind="mail",status="pending"}')).toBe(2);
  });

  it('when a payment is verified, then it counts once however often the page repeats it', async () => {
    const { thali } = await openCorporateOrdering(t.database.db);
    const created = await request(t.app)
      .post('/api/corporate-orders/create')
      .send(checkoutPayload([{ item: thali, quantity: 2 }]))
      .expect(201);
    const paid = await request(t.app)
      .post('/api/payments/sandbox/pay')
      .send({ razorpayOrderId: created.body.razorpayOrderId, outcome: 'pay' })
      .expect(200);
    const before = valueOf(await scrape(), 'tasting_payments_total{outcome="verified"}');
    const verify = { orderId: created.body.id, ...paid.body };
    await request(t.app).post('/api/corporate-orders/verify-payment').send(verify).expect(200);
    await request(t.app).post('/api/corporate-orders/verify-payment').send(verify).expect(200);
    const after = await scrape();
    expect(valueOf(after, 'tasting_payments_total{outcome="verified"}') - before).toBe(1);
    expect(after).toContain('tasting_payments_total{outcome="refunded"} 0');
  });
});
