import { z } from 'zod';
import { handleJob, jobKind, PermanentJobFailure } from '../jobs/job-kind';
import type { Mailer } from './mailer';

const mailMessageSchema = z.object({
  to: z.string().min(1),
  cc: z.string().min(1).optional(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z
    .array(
      z.object({
        filename: z.string(),
        content: z.string(),
        contentType: z.string(),
        encoding: z.literal('base64').optional(),
      }),
    )
    .optional(),
});

/**
 * One outgoing e-mail, rendered when it is queued: what the guest receives is what was true when
 * the change committed. Ten attempts over about an hour and a half ride out an SMTP outage.
 */
export const mailJob = jobKind({
  name: 'mail',
  payload: mailMessageSchema,
  maxAttempts: 10,
  reachesOutside: true,
  message: { channel: 'email', summaryOf: (mail) => mail.subject },
});

/** A 5xx answer from the mail server is final (RFC 5321): the same message would be refused again. */
function refusedForGood(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code <= 599;
}

export const mailHandler = (mailer: Mailer) =>
  handleJob(mailJob, async (message) => {
    try {
      await mailer.send(message);
    } catch (err) {
      if (!refusedForGood(err)) throw err;
      const text = err instanceof Error ? err.message : String(err);
      throw new PermanentJobFailure(`The mail server refused it: ${text}`, { cause: err });
    }
  });
