import type { CorporateOrderService } from '../features/corporate/corporate-order.service';
import { paymentJobHandlers } from '../features/corporate/payment-jobs';
import type { Mailer } from '../mail/mailer';
import { mailHandler } from '../mail/mail-job';
import type { JobHandler } from './job-kind';

/** Every job kind this server runs, with what its handler needs. Add a new kind's handler here. */
export function jobHandlers(deps: {
  mailer: Mailer;
  corporateOrders: CorporateOrderService;
  // Handlers of different payload types live in one list; each checks its own payload.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
}): JobHandler<any>[] {
  return [mailHandler(deps.mailer), ...paymentJobHandlers(deps.corporateOrders)];
}
