import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentSections } from '@shared/schema/content-sections';
import { availabilityChanged, PAGES_CHANGED, type ChangeNotice } from './db/change-notice';
import type { ChangeNotices } from './db/change-notices';
import { checkoutPayload, openCorporateOrdering } from './test/corporate-checkout';
import { uniqueFutureDate } from './test/factories';
import { until } from './test/smtp-peer';
import { createTestApp, signedInAgent, type TestApp } from './test/test-app';

// Every render of a page is counted: a page served from a process's cache is not rendered again.
const renders = vi.hoisted(() => ({ paths: [] as string[] }));
vi.mock('./ssr/load-renderer', () => ({
  loadBuiltRenderer: async () => {
    const { renderPage } = await import('../client/src/app/entry-server');
    return ((req) => {
      renders.paths.push(req.path);
      return renderPage(req);
    }) satisfies typeof renderPage;
  },
}));

const rendersOf = (path: string) => renders.paths.filter((p) => p === path).length;
const html = (app: TestApp['app'], path: string) =>
  request(app).get(path).set('Accept', 'text/html').expect(200);
const rootOf = (page: string) =>
  /<div id="root">([\s\S]*?)<\/div>\s*(?:<script|<\/body>)/.exec(page)?.[1] ?? '';
const jsonLdOf = (page: string) =>
  /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
const heardBy = (changes: ChangeNotices) => {
  const heard: ChangeNotice[] = [];
  changes.subscribe((notice) => heard.push(notice));
  return heard;
};

// Two app instances on one PostgreSQL database, as two server processes behind a proxy: each has
// its own pool, listener and caches. PGlite serves one process, hence a PostgreSQL-only file.
describe('two app processes on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  let staffA: Awaited<ReturnType<typeof signedInAgent>>;
  const env = { SSR: 'on', RATE_LIMITS: 'off' };
  beforeAll(async () => {
    a = await createTestApp(env, { withPages: true, runJobs: false });
    b = await createTestApp(env, { withPages: true, runJobs: false, sameDatabaseAs: a });
    staffA = await signedInAgent(a.app);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('when staff edit the hero through A, then the very next / served by B shows it', async () => {
    await staffA.patch('/api/content/hero').send({ title: 'Winter menu', content: 'Ten.' });
    await html(b.app, '/');
    const rendered = rendersOf('/');
    expect(rootOf((await html(b.app, '/')).text)).toContain('Winter menu');
    expect(rendersOf('/')).toBe(rendered); // B keeps its page

    await staffA
      .patch('/api/content/hero')
      .send({ title: 'Monsoon menu', content: 'Ten.' })
      .expect(200);
    const next = await html(b.app, '/');

    expect(rootOf(next.text)).toContain('Monsoon menu');
    expect(next.text).not.toContain('Winter menu');
  });

  it('when staff save the contact details through A, then B’s next pages show them, structured data too', async () => {
    const contact = {
      phone: '+91 80 1234 5678',
      email: 'table@example.com',
      openingHours: 'Monday-Sunday: 11 AM - 11 PM',
    };
    // The notices reach B a moment after A's answer (later on a busy machine): B's pages are
    // read once it has heard them, as the next visitor after that moment would.
    const heard = heardBy(b.changes);
    const heardPages = async () => {
      await until(() => (heard.some((n) => n.topic === 'pages') ? true : undefined), 5_000);
      heard.length = 0;
    };
    await staffA
      .put('/api/site-settings/contact')
      .send({ ...contact, address: '12 MG Road, Bengaluru' })
      .expect(200);
    await heardPages();
    expect(rootOf((await html(b.app, '/contact')).text)).toContain('12 MG Road');
    expect(jsonLdOf((await html(b.app, '/')).text)).toContain('12 MG Road');

    await staffA
      .put('/api/site-settings/contact')
      .send({ ...contact, address: '7 Church Street, Bengaluru' })
      .expect(200);
    await heardPages();

    const page = await html(b.app, '/contact');
    expect(rootOf(page.text)).toContain('7 Church Street');
    expect(page.text).not.toContain('12 MG Road');
    const home = jsonLdOf((await html(b.app, '/')).text);
    expect(home).toContain('7 Church Street');
    expect(home).not.toContain('12 MG Road');
  });

  it('when a diner books through A, then B’s availability shows the seats taken as soon as B hears of it (within its 1-second memo); a refused booking tells nobody', async () => {
    const date = uniqueFutureDate();
    const seven = async () =>
      (
        (await request(b.app).get(`/api/availability?date=${date}`).expect(200)).body as {
          slot: string;
          availableSeats: number;
        }[]
      ).find((e) => e.slot === '7:00 PM - 8:00 PM')!.availableSeats;
    const book = (guests: number) =>
      request(a.app)
        .post('/api/reservations')
        .send({
          name: 'Meera Iyer',
          email: `meera${guests}@example.com`,
          phone: `+91 98450 1234${guests}`,
          date,
          timeSlot: '7:00 PM - 8:00 PM',
          guests,
          vegCount: guests,
          nonVegCount: 0,
        });
    expect(await seven()).toBe(10);
    const heard = heardBy(b.changes);

    await book(4).expect(201);
    // The notice reaches B a moment after A's commit (later on a busy machine). B's memo of the
    // night is younger than its one-second lifetime here, so only the notice can clear it.
    await until(() => (heard.some((n) => n.topic === 'availability') ? true : undefined), 5_000);
    expect(await seven()).toBe(6);

    // Refused in its transaction (seats 6 < 7): nothing committed, so no notice goes out. The
    // marker published afterwards arrives after anything the refusal might have sent.
    await book(7).expect(409);
    await a.changes.publish(PAGES_CHANGED);
    await until(() => (heard.some((n) => n.topic === 'pages') ? true : undefined), 5_000);
    expect(heard).toEqual([availabilityChanged(date), PAGES_CHANGED]);
  });

  it('when an admin adds a special night through A, then B’s home page names it as an Event; removed through A, B drops it', async () => {
    const heard = heardBy(b.changes);
    const heardPages = async () => {
      await until(() => (heard.some((n) => n.topic === 'pages') ? true : undefined), 5_000);
      heard.length = 0;
    };
    const date = new Date(Date.now() + 50 * 86_400_000).toISOString().slice(0, 10);
    expect(jsonLdOf((await html(b.app, '/')).text)).not.toContain('Harvest table'); // B keeps it

    const made = await staffA
      .post('/api/special-nights')
      .send({
        name: 'Harvest table',
        date,
        capacities: [],
        menu: null,
        pricePerGuestRupees: 3000,
        payment: 'usual',
        depositPerGuestRupees: null,
      })
      .expect(201);
    await heardPages();
    const withNight = JSON.parse(jsonLdOf((await html(b.app, '/')).text)) as {
      event?: { name: string; url: string }[];
    };
    expect(withNight.event).toEqual([
      expect.objectContaining({
        name: 'Harvest table',
        url: `http://localhost:5000/book?date=${date}`,
      }),
    ]);

    await staffA.delete(`/api/special-nights/${(made.body as { id: number }).id}`).expect(204);
    await heardPages();
    expect(jsonLdOf((await html(b.app, '/')).text)).not.toContain('Harvest table');
  });

  it('when B’s listening connection is killed, then after it reconnects it serves what changed meanwhile without a notice', async () => {
    await staffA.patch('/api/content/hero').send({ title: 'Before the break', content: 'Ten.' });
    expect(rootOf((await html(b.app, '/')).text)).toContain('Before the break');
    const killed = b.changes.status().backendPid!;

    await a.database.db.execute(sql`select pg_terminate_backend(${killed})`);
    // Written straight to the database: no process is told.
    await a.database.db
      .update(contentSections)
      .set({ title: 'Written while B was away' })
      .where(eq(contentSections.sectionName, 'hero'));
    await until(() => {
      const { state, backendPid } = b.changes.status();
      return state === 'listening' && backendPid !== killed ? true : undefined;
    });

    expect(rootOf((await html(b.app, '/')).text)).toContain('Written while B was away');
  });

  it('when a sandbox order is opened through A, then B pays and verifies it, and a refund made through B is seen through A', async () => {
    const { thali } = await openCorporateOrdering(a.database.db);
    const created = await request(a.app)
      .post('/api/corporate-orders/create')
      .send(checkoutPayload([{ item: thali, quantity: 2 }]))
      .expect(201);

    const paid = await request(b.app)
      .post('/api/payments/sandbox/pay')
      .send({ razorpayOrderId: created.body.razorpayOrderId, outcome: 'pay' })
      .expect(200);
    await request(b.app)
      .post('/api/corporate-orders/verify-payment')
      .send({ orderId: created.body.id, ...paid.body })
      .expect(200, { id: created.body.id, paymentStatus: 'completed' });
    const payments = await a.gateway!.orderPayments(created.body.razorpayOrderId);
    expect(payments.map((p) => [p.id, p.status])).toEqual([
      [paid.body.razorpay_payment_id, 'captured'],
    ]);

    // An admin approves through A and cancels through B; B's job runner asks for the refund.
    const staffB = await signedInAgent(b.app);
    const status = (agent: typeof staffA, next: string) =>
      agent.patch(`/api/corporate-orders/${created.body.id}/status`).send({ status: next });
    await status(staffA, 'approved').expect(200);
    await status(staffB, 'cancelled').expect(200);
    await b.jobs.runDue();

    const refunds = await a.gateway!.paymentRefunds(paid.body.razorpay_payment_id);
    expect(refunds).toMatchObject([{ status: 'processed', amount: created.body.amount }]);
    const orders = await staffA.get('/api/corporate-orders').expect(200);
    expect(
      (orders.body as { id: number; paymentStatus: string }[]).find(
        (o) => o.id === created.body.id,
      ),
    ).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });
});
