import { analyticsRollupHandler } from '../features/analytics/rollup-job';
import { paymentJobHandlers, type OrderPaymentSteps } from '../features/corporate/payment-jobs';
import type { bookingReminderHandler } from '../features/reservations/booking-reminder-job';
import { waitlistHoldJob } from '../features/waitlist/waitlist-hold-job';
import type { WaitlistService } from '../features/waitlist/waitlist.service';
import {
  bookingPaymentJobHandlers,
  type BookingPaymentSteps,
} from '../features/deposits/booking-payment-jobs';
import type { Mailer } from '../mail/mailer';
import { mailHandler } from '../mail/mail-job';
import { extraPaymentJobHandler } from '../payments/extra-payments';
import type { MessageDelivery } from '../messaging/message-delivery';
import { handleJob, type JobHandler } from './job-kind';

/** Every job kind this server runs, with what its handler needs. Add a new kind's handler here. */
export function jobHandlers(deps: {
  mailer: Mailer;
  corporateOrders: OrderPaymentSteps;
  waitlist: Pick<WaitlistService, 'endHoldIfDue'>;
  reminder: ReturnType<typeof bookingReminderHandler>;
  bookingPayments: BookingPaymentSteps;
  extraPayments: Parameters<typeof extraPaymentJobHandler>[0];
  messages: Pick<MessageDelivery, 'handler'>;
  /** What the daily analytics rollup reads and writes (asked when it runs). */
  analytics: Parameters<typeof analyticsRollupHandler>[0];
  // Handlers of different payload types live in one list; each checks its own payload.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
}): JobHandler<any>[] {
  return [
    mailHandler(deps.mailer),
    ...paymentJobHandlers(deps.corporateOrders),
    handleJob(waitlistHoldJob, ({ entryId }) => deps.waitlist.endHoldIfDue(entryId)),
    deps.reminder,
    ...bookingPaymentJobHandlers(deps.bookingPayments),
    extraPaymentJobHandler(deps.extraPayments),
    deps.messages.handler(),
    analyticsRollupHandler(deps.analytics),
  ];
}
