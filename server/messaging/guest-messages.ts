import type { MessageTemplateName } from '@shared/domain/messaging';
import type { Db } from '../db/connection';
import { jobsInto, type JobSink } from '../jobs/job-batch';
import { consentOfBooking, consentOfContact } from './consent.repository';
import { messageJob } from './message-job';
import { countMessageToPhone, insertMessage } from './message.repository';
import { renderTemplate } from './message-templates';
import { messagingNumber } from './phone-number';

/**
 * Messages an hour that guests' own actions (an online booking, changes and cancellation through
 * the manage link, the reminder of such a booking) may send to one number. Anyone can type any
 * number and tick the box, and each message costs money: a diner's booking, two changes, a
 * cancellation and a reminder fit; a stranger's burst does not. What staff do always goes out.
 */
export const MESSAGES_PER_PHONE_PER_HOUR = 5;
const WINDOW_SECONDS = 60 * 60;

type Recipient =
  // `consent`: what the booking's guest answered, when the caller has just recorded it.
  | { reservationId: number; phone: string; consent?: boolean | undefined }
  | { waitlistEntryId: number; email: string; phone: string };

/**
 * The one place a message to a diner is queued, in the transaction of the change it tells of:
 * only to a guest who asked for messages, to a number that can take them, within the number's
 * hourly budget when a guest's action causes it. The message job then hands it to the provider.
 */
export function guestMessages(options: { limitsOn: boolean }) {
  async function admitted(tx: Db, to: string, byGuest: boolean): Promise<boolean> {
    if (!byGuest || !options.limitsOn) return true;
    return (await countMessageToPhone(tx, to, WINDOW_SECONDS)) <= MESSAGES_PER_PHONE_PER_HOUR;
  }

  return {
    /** Answers whether a message was queued. */
    async queue(
      tx: Db,
      recipient: Recipient,
      template: MessageTemplateName,
      variables: string[],
      byGuest: boolean,
      /** Where its job goes: into `tx` at once unless the change collects its jobs. */
      jobs: JobSink = jobsInto(tx),
    ): Promise<boolean> {
      // A booking that says it has no consent needs neither its number read nor a statement.
      if ('reservationId' in recipient && recipient.consent === false) return false;
      const to = messagingNumber(recipient.phone);
      if (to === undefined) return false;
      const consent =
        'reservationId' in recipient
          ? (recipient.consent ??
            (await consentOfBooking(tx, recipient.reservationId)).messagingConsent)
          : await consentOfContact(tx, recipient);
      if (!consent || !(await admitted(tx, to, byGuest))) return false;
      const row = await insertMessage(tx, {
        ...('reservationId' in recipient
          ? { reservationId: recipient.reservationId }
          : { waitlistEntryId: recipient.waitlistEntryId }),
        to,
        template,
        variables,
        text: renderTemplate(template, variables),
      });
      const ref =
        'reservationId' in recipient
          ? `reservation:${recipient.reservationId}`
          : `waitlist:${recipient.waitlistEntryId}`;
      await jobs(messageJob, { messageId: row.id }, { ref });
      return true;
    },
  };
}

export type GuestMessages = ReturnType<typeof guestMessages>;

/** Services built without the app's settings (narrow tests, tools) keep the budget. */
export const DEFAULT_GUEST_MESSAGES = guestMessages({ limitsOn: true });
