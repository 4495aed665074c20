import type { ReservationDto } from '@shared/contracts/reservation';
import { bookingReference } from '@shared/booking-reference';
import { staffDate } from '@shared/date-display';
import { describeNeed, describeOccasion, NEEDS_CHANGE_CUTOFF_HOURS } from '@shared/domain/dietary';
import type { Db } from '../../db/connection';
import { enqueueJob } from '../../jobs/enqueue-job';
import { simpleMail } from '../../mail/mail-layout';
import { mailJob } from '../../mail/mail-job';
import type { MailMessage } from '../../mail/mailer';
import { getContactSettings } from '../site-settings/site-settings.service';

/** The restaurant's note of a party's needs changed by the guest on the eve of their seating. */
export function lateNeedsNoticeMail(r: ReservationDto, to: string, staffUrl: string): MailMessage {
  return simpleMail({
    to,
    subject: `Dietary needs changed for tonight's booking ${bookingReference(r.id)}: ${r.name}, ${staffDate(r.date)}, ${r.timeSlot}`,
    greeting: 'Hello,',
    paragraphs: [
      `${r.name} changed their party's dietary needs or occasion less than ${NEEDS_CHANGE_CUTOFF_HOURS} hours before their seating, so the kitchen should hear of it now.`,
      `Party of ${r.guests} on ${staffDate(r.date)}, ${r.timeSlot}. The service sheet already shows the change: ${staffUrl}`,
    ],
    sections: [
      {
        heading: 'As the guest now states them',
        rows: [
          [
            'Dietary needs',
            r.dietaryNeeds.length > 0 ? r.dietaryNeeds.map(describeNeed).join('; ') : 'None',
          ],
          ['Occasion', r.occasion ? describeOccasion(r.occasion, r.occasionNote) : 'None'],
        ],
      },
    ],
  });
}

/**
 * Queues that note, in the change's transaction, to the restaurant's contact e-mail (the address
 * that hears of new corporate orders); without one, the service sheet alone shows the change.
 */
export async function tellKitchenAtOnce(
  tx: Db,
  reservation: ReservationDto,
  staffUrl: string,
): Promise<void> {
  const to = (await getContactSettings(tx)).email;
  if (!to) return;
  await enqueueJob(tx, mailJob, lateNeedsNoticeMail(reservation, to, staffUrl), {
    ref: `reservation:${reservation.id}`,
  });
}
