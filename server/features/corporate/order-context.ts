import type { CorporateOrderDto } from '@shared/contracts/corporate-order';
import type { CorporateOrderRow } from '@shared/schema/corporate-orders';
import type { Db } from '../../db/connection';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { NO_METRICS, type BusinessMetrics } from '../../metrics/app-metrics';
import { movingPaymentsOn, type MovingPayments } from '../../payments/moving-payments';
import type { PaymentGateway } from '../../payments/payment-gateway';
import { documentsByOrder } from '../invoices/tax-document.repository';
import { NO_DOCUMENTS, toCorporateOrderDto } from './corporate-order.dto';
import { orderPageUrl } from './order-mail';

export type CorporateOrderDeps = {
  db: Db;
  clock: { now(): Date; timeZone: string };
  /** Undefined when card payments are not set up (production without keys). */
  gateway: PaymentGateway | undefined;
  /** Told after a commit that queued a job, so it runs at once. */
  jobs: { wake(): void };
  publicUrl: string;
  logger: Logger;
  /** Where payment moves are counted (the metrics); nowhere when omitted. */
  metrics?: Pick<BusinessMetrics, 'paymentMoved'>;
};

/** What the parts of the corporate orders share: their deps and a few helpers. */
export type OrderContext = {
  deps: CorporateOrderDeps;
  movingPayments: MovingPayments;
  requireGateway: () => PaymentGateway;
  /** The buyer's page of an order. */
  pageOf: (order: CorporateOrderRow) => string | undefined;
  /** What issuing a tax document needs: the time it is issued at. */
  issuing: () => { now: Date; timeZone: string; logger: Logger };
  /** An order's DTO for staff, with its tax documents, as of now. */
  staffDto: (order: CorporateOrderRow) => Promise<CorporateOrderDto>;
};

export function paymentsNotSetUp(): AppError {
  return new AppError(
    503,
    'Card payments are not set up yet. Please call us to place your order.',
    'payments_unavailable',
  );
}

export function orderContext(deps: CorporateOrderDeps): OrderContext {
  const { db, clock, gateway, logger } = deps;
  return {
    deps,
    movingPayments: movingPaymentsOn(db, deps.metrics ?? NO_METRICS),
    requireGateway: () => {
      if (!gateway) throw paymentsNotSetUp();
      return gateway;
    },
    pageOf: (order) => orderPageUrl(deps.publicUrl, order),
    issuing: () => ({ now: clock.now(), timeZone: clock.timeZone, logger }),
    staffDto: async (order) => {
      const documents = (await documentsByOrder(db, [order.id])).get(order.id) ?? NO_DOCUMENTS;
      return toCorporateOrderDto(order, documents, clock.now());
    },
  };
}
