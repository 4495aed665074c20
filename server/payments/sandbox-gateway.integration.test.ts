import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/connection';
import type { AppError } from '../lib/app-error';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../test/test-database';
import { sandboxGateway as sandboxOn } from './sandbox-gateway';
import { hmacSha256Hex, signaturesMatch } from './signature';

describe(`the payment sandbox (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());
  const sandboxGateway = (options: { secret: string }) =>
    sandboxOn({ ...options, db: database.db });

  it('when the dialog pays, then the answer is signed so that Razorpay itself would accept it', async () => {
    const gateway = sandboxGateway({ secret: 'one-site-secret' });
    const order = await gateway.createOrder({ amount: 105000, receipt: '7' });
    const paid = await gateway.simulate(order.id, 'pay');
    if ('error' in paid) throw new Error('expected a payment');
    const keySecret = hmacSha256Hex('one-site-secret', 'payments-sandbox-key');
    expect(
      validatePaymentVerification(
        { order_id: order.id, payment_id: paid.razorpay_payment_id },
        paid.razorpay_signature,
        keySecret,
      ),
    ).toBe(true);
    expect(
      gateway.isPaymentSignatureValid({
        gatewayOrderId: order.id,
        paymentId: paid.razorpay_payment_id,
        signature: paid.razorpay_signature,
      }),
    ).toBe(true);
    expect(await gateway.orderPayments(order.id)).toEqual([
      { id: paid.razorpay_payment_id, orderId: order.id, status: 'captured', amount: 105000 },
    ]);
  });

  it('when two processes share a secret, then one verifies what the other signed; another secret does not', async () => {
    const a = sandboxGateway({ secret: 'shared' });
    const order = await a.createOrder({ amount: 100, receipt: '1' });
    const paid = await a.simulate(order.id, 'pay');
    if ('error' in paid) throw new Error('expected a payment');
    const input = {
      gatewayOrderId: order.id,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    };
    expect(sandboxGateway({ secret: 'shared' }).isPaymentSignatureValid(input)).toBe(true);
    expect(sandboxGateway({ secret: 'other' }).isPaymentSignatureValid(input)).toBe(false);
  });

  it('when the dialog fails, then the answer has the shape of a Razorpay failure and the payment is recorded failed', async () => {
    const gateway = sandboxGateway({ secret: 's' });
    const order = await gateway.createOrder({ amount: 100, receipt: '1' });
    const failed = await gateway.simulate(order.id, 'fail');
    expect(failed).toMatchObject({
      error: { reason: 'payment_failed', metadata: { order_id: order.id } },
    });
    expect((await gateway.orderPayments(order.id)).map((p) => p.status)).toEqual(['failed']);
  });

  it('when a refund is asked, then it is processed and listed for the payment', async () => {
    const gateway = sandboxGateway({ secret: 's' });
    const order = await gateway.createOrder({ amount: 5000, receipt: '1' });
    const paid = await gateway.simulate(order.id, 'pay');
    if ('error' in paid) throw new Error('expected a payment');
    const refund = await gateway.refund({
      paymentId: paid.razorpay_payment_id,
      amount: 5000,
      receipt: 'r',
    });
    expect(refund).toMatchObject({ status: 'processed', amount: 5000 });
    expect(await gateway.paymentRefunds(paid.razorpay_payment_id)).toEqual([refund]);
  });

  it('when an order is unknown, then paying it answers 404 and records nothing', async () => {
    const gateway = sandboxGateway({ secret: 's' });
    await expect(gateway.simulate('order_NoSuchOrder1234', 'pay')).rejects.toMatchObject({
      status: 404,
    } satisfies Partial<AppError>);
    expect(await gateway.orderPayments('order_NoSuchOrder1234')).toEqual([]);
  });

  it('when the dialog fails and then pays, then both payments are listed, oldest first', async () => {
    const gateway = sandboxGateway({ secret: 's' });
    const order = await gateway.createOrder({ amount: 700, receipt: '9' });
    await gateway.simulate(order.id, 'fail');
    await gateway.simulate(order.id, 'pay');
    expect((await gateway.orderPayments(order.id)).map((p) => p.status)).toEqual([
      'failed',
      'captured',
    ]);
  });

  it('when a webhook claims to come from the sandbox, then it is never believed', () => {
    expect(sandboxGateway({ secret: 's' }).isWebhookSignatureValid(Buffer.from('{}'), 'x')).toBe(
      false,
    );
  });

  it('when signatures are compared, then only an exact match passes, whatever the lengths', () => {
    expect(signaturesMatch('abc', 'abc')).toBe(true);
    expect(signaturesMatch('abc', 'abd')).toBe(false);
    expect(signaturesMatch('abc', 'ab')).toBe(false);
    expect(signaturesMatch('abc', '')).toBe(false);
  });
});

// Two server processes: each its own pool and gateway, one database. An order opened through one
// is paid, checked and refunded through the other, as a checkout behind a balancer would be.
// PGlite serves one process, so this exists in the PostgreSQL pass only.
if (testDatabaseKind === 'postgres') {
  describe('the payment sandbox across processes (postgres)', () => {
    let database: TestDatabase;
    let other: Database;
    beforeAll(async () => {
      database = await createTestDatabase();
      other = openPostgres(database.url!, { max: 2 });
    });
    afterAll(async () => {
      await other.close();
      await database.drop();
    });

    it('when one process opens an order, then another pays it, and each sees the payment and its refund', async () => {
      const a = sandboxOn({ secret: 'one-site', db: database.db });
      const b = sandboxOn({ secret: 'one-site', db: other.db });
      const order = await a.createOrder({ amount: 42000, receipt: '12' });

      const paid = await b.simulate(order.id, 'pay');
      if ('error' in paid) throw new Error('expected a payment');
      expect(
        a.isPaymentSignatureValid({
          gatewayOrderId: order.id,
          paymentId: paid.razorpay_payment_id,
          signature: paid.razorpay_signature,
        }),
      ).toBe(true);
      expect(await a.orderPayments(order.id)).toEqual([
        { id: paid.razorpay_payment_id, orderId: order.id, status: 'captured', amount: 42000 },
      ]);

      const refund = await a.refund({
        paymentId: paid.razorpay_payment_id,
        amount: 42000,
        receipt: 'r',
      });
      expect(await b.paymentRefunds(paid.razorpay_payment_id)).toEqual([refund]);
      expect((await b.orderPayments(order.id)).map((p) => p.status)).toEqual(['refunded']);
    });
  });
}
