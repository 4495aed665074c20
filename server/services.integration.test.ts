import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { corporateOrders } from '@shared/schema/corporate-orders';
import { jobs } from '@shared/schema/jobs';
import { checkoutPayload, openCorporateOrdering } from './test/corporate-checkout';
import { razorpayStubEnv, startRazorpayStub, type RazorpayStub } from './test/razorpay-stub';
import { createTestApp, type TestApp } from './test/test-app';
import { testDatabaseKind } from './test/test-database';

/** A clock a few days behind the real one: what it stamps cannot be mistaken for real time. */
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000 - 3 * 86_400_000);

describe(`services built once, for the app and the job runner (${testDatabaseKind})`, () => {
  let stub: RazorpayStub;
  let t: TestApp;
  beforeAll(async () => {
    stub = await startRazorpayStub();
    t = await createTestApp(
      { ...razorpayStubEnv(stub), RATE_LIMITS: 'off' },
      { runJobs: false, now: () => NOW },
    );
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  it('when the reconciliation job finds a payment the buyer never reported, then the order is stamped paid by the app’s clock, not the real one', async () => {
    const { thali } = await openCorporateOrdering(t.database.db);
    const created = (
      await request(t.app)
        .post('/api/corporate-orders/create')
        .send(checkoutPayload([{ item: thali, quantity: 2 }]))
        .expect(201)
    ).body as { id: number; razorpayOrderId: string };
    stub.pay(created.razorpayOrderId);
    await t.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.ref, `corporate-order:${created.id}`));
    await t.jobs.runDue();
    const [order] = await t.database.db
      .select()
      .from(corporateOrders)
      .where(eq(corporateOrders.id, created.id));
    expect(order!.paymentStatus).toBe('completed');
    expect(order!.paidAt?.toISOString()).toBe(NOW.toISOString());
  });
});
