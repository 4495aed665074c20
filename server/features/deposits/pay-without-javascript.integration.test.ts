import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { jobs } from '@shared/schema/jobs';
import type { MailMessage } from '../../mail/mailer';
import { momentText } from './booking-payment-mail';
import { hmacSha256Hex } from '../../payments/signature';
import { bookingRow, depositNight, dueNow, setPolicy, SEVEN } from '../../test/deposit-kit';
import {
  razorpayStubEnv,
  startRazorpayStub,
  STUB_WEBHOOK_SECRET,
  type RazorpayStub,
} from '../../test/razorpay-stub';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

// The built server entry is not there in a test run: the app renders with its source instead.
vi.mock('../../ssr/load-renderer', () => ({
  loadBuiltRenderer: async () => (await import('../../../client/src/app/entry-server')).renderPage,
}));

// The gateway judges a link's expiry by its own clock, so the service's runs from the real time
// (a minute or two ahead, to a whole minute); the nights booked are months ahead.
const NOW = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000);
const HELD_UNTIL = momentText(new Date(NOW.getTime() + 15 * 60_000), 'Asia/Kolkata');
const ORIGIN = 'http://localhost:5000';

let guestCounter = 0;
/** The plain booking form's fields for a party of four (₹500 a guest: ₹2,000 to pay). */
const formFields = (overrides: Record<string, string> = {}) => {
  guestCounter++;
  return {
    guests: '4',
    date: depositNight(400),
    timeSlot: SEVEN,
    vegCount: '2',
    nonVegCount: '2',
    name: `Plain Payer ${guestCounter}`,
    email: `plainpayer${guestCounter}@example.com`,
    phone: `+91 93333 ${String(10000 + guestCounter)}`,
    specialRequests: '',
    website: '',
    ...overrides,
  };
};

describe(`paying a deposit without JavaScript, by payment link, through the Razorpay SDK against its stub (${testDatabaseKind})`, () => {
  let stub: RazorpayStub;
  let t: TestApp;
  let clock = NOW;
  const sent: MailMessage[] = [];
  beforeAll(async () => {
    stub = await startRazorpayStub();
    t = await createTestApp(
      { ...razorpayStubEnv(stub), RATE_LIMITS: 'off', SSR: 'on' },
      {
        withPages: true,
        now: () => clock,
        runJobs: false,
        mailer: { send: async (message) => void sent.push(message) },
      },
    );
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });
  beforeEach(async () => {
    clock = NOW;
    await t.jobs.runDue();
    await setPolicy(t.database.db, { kind: 'deposit', depositPerGuestRupees: 500 });
    sent.length = 0;
  });

  const db = () => t.database.db;
  /** A post as the browser sends it from our own page. */
  const post = (path: string, fields: object) =>
    request(t.app)
      .post(path)
      .set('Origin', ORIGIN)
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send(fields);
  const rowFor = async (email: string) => {
    const { reservations } = await import('@shared/schema/reservations');
    const [row] = await db().select().from(reservations).where(eq(reservations.email, email));
    return row!;
  };
  /** Books with the plain form; answers the booking, its page and where the diner was sent. */
  const bookPlainly = async (overrides: Record<string, string> = {}) => {
    const fields = formFields(overrides);
    const res = await post('/book', fields);
    expect(res.status).toBe(303);
    const row = await rowFor(fields.email);
    return { fields, row, location: res.headers.location! };
  };
  /** The booking's page, where its link returns the payer. */
  const pageOf = (linkId: string | null) =>
    new URL(stub.paymentLinks.get(linkId!)!.callback_url).pathname.replace(/\/paid$/, '');
  const webhook = (linkId: string, paymentId: string, secret = STUB_WEBHOOK_SECRET) => {
    const raw = JSON.stringify({
      entity: 'event',
      event: 'payment_link.paid',
      contains: ['payment_link', 'order', 'payment'],
      payload: {
        payment_link: { entity: { id: linkId, status: 'paid' } },
        payment: { entity: { id: paymentId, order_id: 'order_linkorder0001', status: 'captured' } },
      },
    });
    return request(t.app)
      .post('/api/payments/razorpay/webhook')
      .set('Content-Type', 'application/json')
      .set('X-Razorpay-Signature', hmacSha256Hex(secret, raw))
      .set('X-Razorpay-Event-Id', `evt_${paymentId.slice(4)}`)
      .send(raw);
  };

  it('T2: when a party owing a deposit books with the plain form, then it is sent to the gateway’s payment page for the deposit, which returns to its booking page, and the pay link is in the outbox', async () => {
    const { fields, row, location } = await bookPlainly();

    expect(row).toMatchObject({ status: 'confirmed', paymentStatus: 'pending' });
    expect(row.paymentLinkId).toMatch(/^plink_/);
    expect(location).toBe(row.paymentLinkUrl);
    const link = stub.paymentLinks.get(row.paymentLinkId!)!;
    expect(link).toMatchObject({ amount: 200_000, reference_id: `booking-${row.id}` });
    // The link's page says until when the seats are held, and sends the payer back to the booking.
    expect(link.description).toContain(`seats held until ${HELD_UNTIL}`);
    expect(link.callback_url).toMatch(/\/reservation\/[A-Za-z0-9_-]{20,}\/paid$/);

    const queued = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.ref, `reservation:${row.id}`), eq(jobs.kind, 'mail')));
    expect(queued).toHaveLength(1);
    await t.jobs.runDue();
    const [mail] = sent.filter((m) => m.to === fields.email);
    expect(mail!.subject).toBe('Pay your deposit to confirm your table at The Tasting Room');
    expect(mail!.text).toContain(`until ${HELD_UNTIL}`);
    expect(mail!.text).toContain(`Pay ₹2,000.00: ${row.paymentLinkUrl}`);
    expect(mail!.text).toContain(`View your booking: ${link.callback_url.replace(/\/paid$/, '')}`);
  });

  it('T2: when the payer returns from the link with the gateway’s signature, then the booking is paid, confirmed by mail, and the hold no longer cancels it', async () => {
    const { fields, row } = await bookPlainly();
    const callback = stub.payLink(row.paymentLinkId!);
    const page = new URL(stub.paymentLinks.get(row.paymentLinkId!)!.callback_url).pathname;

    const res = await request(t.app).get(page).query(callback);

    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(page.replace(/\/paid$/, ''));
    expect(await bookingRow(db(), row.id)).toMatchObject({
      paymentStatus: 'completed',
      paymentId: callback.razorpay_payment_id,
      status: 'confirmed',
    });
    const shown = await request(t.app).get(res.headers.location!).set('Accept', 'text/html');
    expect(shown.text).toContain('Deposit paid');
    // The hold's end comes and goes: the booking stands.
    clock = new Date(NOW.getTime() + 60 * 60_000);
    await dueNow(db(), row.id);
    await t.jobs.runDue();
    expect(await bookingRow(db(), row.id)).toMatchObject({ status: 'confirmed' });
    expect(sent.filter((m) => m.to === fields.email).map((m) => m.subject)).toEqual([
      'Pay your deposit to confirm your table at The Tasting Room',
      expect.stringMatching(/^Your table at The Tasting Room on /),
    ]);
  });

  it('T2: when the return carries a wrong signature, or another booking’s link, then it is refused with 400 and nothing is paid', async () => {
    const { row } = await bookPlainly();
    const other = await bookPlainly();
    const callback = stub.payLink(row.paymentLinkId!);
    const page = new URL(stub.paymentLinks.get(row.paymentLinkId!)!.callback_url).pathname;
    const otherPage = new URL(stub.paymentLinks.get(other.row.paymentLinkId!)!.callback_url)
      .pathname;

    const forged = await request(t.app)
      .get(page)
      .set('Accept', 'text/html')
      .query({ ...callback, razorpay_signature: hmacSha256Hex('not-the-key', 'x') });
    const elsewhere = await request(t.app).get(otherPage).query(callback);
    const junk = await request(t.app).get(page).query({ razorpay_signature: 'x' });

    expect(forged.status).toBe(400);
    expect(forged.text).toContain('Payment verification failed');
    expect(elsewhere.status).toBe(400);
    expect(junk.status).toBe(400);
    expect((await bookingRow(db(), row.id)).paymentStatus).toBe('pending');
    expect((await bookingRow(db(), other.row.id)).paymentStatus).toBe('pending');
  });

  it('T2: when only the webhook tells of the link’s payment, then the booking is paid; a webhook with a wrong signature is refused', async () => {
    const { row } = await bookPlainly();
    const { razorpay_payment_id: paymentId } = stub.payLink(row.paymentLinkId!);

    await webhook(row.paymentLinkId!, paymentId, 'not-the-webhook-secret').expect(400);
    expect((await bookingRow(db(), row.id)).paymentStatus).toBe('pending');

    await webhook(row.paymentLinkId!, paymentId).expect(200, { status: 'applied' });
    expect(await bookingRow(db(), row.id)).toMatchObject({
      paymentStatus: 'completed',
      paymentId,
    });
  });

  it('T2: when the link was paid but no news came, then the hold’s last look at the gateway finds it and keeps the booking', async () => {
    const { row } = await bookPlainly();
    stub.payLink(row.paymentLinkId!);

    clock = new Date(NOW.getTime() + 16 * 60_000);
    await dueNow(db(), row.id);
    await t.jobs.runDue();

    expect(await bookingRow(db(), row.id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'completed',
    });
  });

  it('T2: the booking page’s Pay without JavaScript goes to the same link, and a booking with nothing to pay is sent back to its page', async () => {
    const { row } = await bookPlainly();
    const page = pageOf(row.paymentLinkId);

    const shown = await request(t.app).get(page).set('Accept', 'text/html');
    expect(shown.text).toContain(`action="${page}/pay"`);
    expect(shown.text).toContain(`Your seats are held until ${HELD_UNTIL.split(' at ').pop()}`);
    const pay = await post(`${page}/pay`, {});
    expect(pay.status).toBe(303);
    expect(pay.headers.location).toBe(row.paymentLinkUrl);

    const callback = stub.payLink(row.paymentLinkId!);
    await request(t.app).get(`${page}/paid`).query(callback).expect(303);
    const again = await post(`${page}/pay`, {});
    expect(again.headers.location).toBe(page);
  });
});
