import type { Mailer } from '../mail/mailer';
import { mailHandler } from '../mail/mail-job';
import type { JobHandler } from './job-kind';

/** Every job kind this server runs, with what its handler needs. Add a new kind's handler here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function jobHandlers(deps: { mailer: Mailer }): JobHandler<any>[] {
  return [mailHandler(deps.mailer)];
}
