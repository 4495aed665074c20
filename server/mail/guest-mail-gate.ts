import type { Db } from '../db/connection';
import { jobsInto, type JobSink } from '../jobs/job-batch';
import type { Logger } from '../lib/logger';
import type { BusinessMetrics, MailSuppressedReason } from '../metrics/app-metrics';
import { countMailToAddress, isProvenAddress } from './guest-mail.repository';
import { mailJob } from './mail-job';
import type { MailMessage } from './mailer';

/**
 * Messages an hour that guests' actions (quote requests, waitlist joins, online bookings with
 * their reminders, changes and cancellations through the manage link) may send to an address
 * that has not shown it is its reader's, across every feature. Enough for a diner's own booking
 * and a change or two; a stranger typing someone else's address from many networks reaches that
 * inbox three times an hour at most. The e-mail confirmation link is not held to it (it is how
 * the address's reader proves it, and has its own 3 an hour per address).
 */
export const UNPROVEN_MAILS_PER_HOUR = 3;
const WINDOW_SECONDS = 60 * 60;

export type { MailSuppressedReason };

/**
 * The one place that decides, in the transaction that queues a guest-bound message, whether it
 * goes out. Mail to the restaurant's own address and mail staff cause never come here.
 */
export type GuestMailGate = {
  /** Whether limits apply at all (RATE_LIMITS); the messages to phones follow the same switch. */
  limitsOn: boolean;
  /**
   * True when `mail` may be queued now: the address is proven, or this message fits its hour.
   * False when it is dropped; then it is counted (metrics) and logged without the address.
   */
  admit(tx: Db, mail: Pick<MailMessage, 'to'>, ref: string): Promise<boolean>;
  /** Queues `mail` in `tx` (or `jobs`) when admitted; answers whether it was. */
  queue(tx: Db, mail: MailMessage, ref: string, jobs?: JobSink): Promise<boolean>;
};

export function guestMailGate(deps: {
  /** RATE_LIMITS=off (benchmarks, load tests) lets every message through, like every limit. */
  enabled: boolean;
  metrics?: Pick<BusinessMetrics, 'mailSuppressed'>;
  logger?: Pick<Logger, 'info'>;
}): GuestMailGate {
  const gate: GuestMailGate = {
    limitsOn: deps.enabled,
    async admit(tx, mail, ref) {
      if (!deps.enabled) return true;
      if (await isProvenAddress(tx, mail.to)) return true;
      const sent = await countMailToAddress(tx, mail.to, WINDOW_SECONDS);
      if (sent <= UNPROVEN_MAILS_PER_HOUR) return true;
      const reason: MailSuppressedReason = 'unproven_address_budget';
      deps.metrics?.mailSuppressed(reason);
      deps.logger?.info({ ref, reason }, 'mail: a message to an unproven address was dropped');
      return false;
    },
    async queue(tx, mail, ref, jobs = jobsInto(tx)) {
      if (!(await gate.admit(tx, mail, ref))) return false;
      await jobs(mailJob, mail, { ref });
      return true;
    },
  };
  return gate;
}

/** Services built without a gate (command-line tools, narrow tests) still keep the budget. */
export const DEFAULT_GUEST_MAIL_GATE = guestMailGate({ enabled: true });
