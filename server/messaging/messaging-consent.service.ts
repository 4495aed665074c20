import type { BookingMessagesDto, MessagingConsentDto } from '@shared/contracts/messaging';
import type { Db } from '../db/connection';
import { notFound, conflict } from '../lib/app-error';
import { hashManageToken } from '../features/reservations/manage-token';
import { findByManageTokenHash } from '../features/reservations/reservation.repository';
import { findReservation } from './booking.repository';
import { consentOfBooking, recordConsent } from './consent.repository';
import { messagesOfBooking } from './message.repository';
import { assertMessagingPhone } from './phone-number';

const dtoOf = (c: { messagingConsent: boolean; messagingConsentAt: Date | null }) => ({
  messagingConsent: c.messagingConsent,
  messagingConsentAt: c.messagingConsentAt?.toISOString() ?? null,
});

/** The guest's choice from the manage page, and what staff see of a booking's messages. */
export function messagingConsentService(deps: { db: Db; now: () => Date }) {
  const { db } = deps;
  return {
    /** The manage page's box: stored with the booking's guest, with its time. */
    async setByManageToken(token: string, consent: boolean): Promise<MessagingConsentDto> {
      const row = await findByManageTokenHash(db, hashManageToken(token));
      if (!row) throw notFound('This booking link is not valid.');
      if (row.guestId === null) throw conflict('This booking has no guest to ask.');
      const guestId = row.guestId;
      assertMessagingPhone({ phone: row.phone, messagingConsent: consent });
      await db.transaction((tx) => recordConsent(tx, guestId, consent, deps.now()));
      return dtoOf(await consentOfBooking(db, row.id));
    },

    /** Staff: the guest's choice and every message about the booking, oldest first. */
    async ofBooking(reservationId: number): Promise<BookingMessagesDto> {
      if (!(await findReservation(db, reservationId))) throw notFound('No booking with that id');
      const [consent, messages] = await Promise.all([
        consentOfBooking(db, reservationId),
        messagesOfBooking(db, reservationId),
      ]);
      return {
        ...dtoOf(consent),
        messages: messages.map((m) => ({
          id: m.id,
          to: m.to,
          channel: m.channel,
          template: m.template,
          text: m.text,
          status: m.status,
          error: m.error,
          fallbackOf: m.fallbackOf,
          createdAt: m.createdAt.toISOString(),
          updatedAt: m.updatedAt.toISOString(),
        })),
      };
    },
  };
}

export type MessagingConsentService = ReturnType<typeof messagingConsentService>;
