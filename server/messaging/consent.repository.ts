import { and, eq, ne, or, sql } from 'drizzle-orm';
import { guests } from '@shared/schema/guests';
import { reservations } from '@shared/schema/reservations';
import type { Db } from '../db/connection';
import { guestKeys } from '../features/reservations/guest-caps';

export type MessagingConsent = { messagingConsent: boolean; messagingConsentAt: Date | null };

/** Stores the guest's choice and its time; an unchanged choice keeps the time it was made. */
export async function recordConsent(
  tx: Db,
  guestId: number,
  consent: boolean,
  at: Date,
): Promise<void> {
  await tx
    .update(guests)
    .set({ messagingConsent: consent, messagingConsentAt: at })
    .where(and(eq(guests.id, guestId), ne(guests.messagingConsent, consent)));
}

/** The choice of the booking's guest (none for a booking without a guest: a walk-in). */
export async function consentOfBooking(db: Db, reservationId: number): Promise<MessagingConsent> {
  const [row] = await db
    .select({
      messagingConsent: guests.messagingConsent,
      messagingConsentAt: guests.messagingConsentAt,
    })
    .from(reservations)
    .innerJoin(guests, eq(guests.id, reservations.guestId))
    .where(eq(reservations.id, reservationId));
  return row ?? { messagingConsent: false, messagingConsentAt: null };
}

/** The choice of the guest with this e-mail, else this phone (as guest-identity.ts finds one). */
export async function consentOfContact(
  db: Db,
  contact: { email: string; phone: string },
): Promise<boolean> {
  const keys = guestKeys(contact);
  const found = await db
    .select({ emailKey: guests.emailKey, consent: guests.messagingConsent })
    .from(guests)
    .where(
      or(
        keys.email === '' ? undefined : eq(guests.emailKey, keys.email),
        keys.phoneDigits === null ? undefined : eq(guests.phoneKey, keys.phoneDigits),
      ),
    );
  const byEmail = found.find((g) => keys.email !== '' && g.emailKey === keys.email);
  return (byEmail ?? found[0])?.consent ?? false;
}

/**
 * The number's owner said STOP: every guest known by it (as their phone, or the phone of one of
 * their bookings) stops getting messages. Answers how many guests it ended.
 */
export async function endConsentOfPhone(db: Db, e164: string, at: Date): Promise<number> {
  const digits = e164.replace(/\D/g, '').slice(-10);
  const rows = await db
    .update(guests)
    .set({ messagingConsent: false, messagingConsentAt: at })
    .where(
      and(
        eq(guests.messagingConsent, true),
        or(
          eq(guests.phoneKey, digits),
          sql`${guests.id} in (select ${reservations.guestId} from ${reservations} where right(regexp_replace(${reservations.phone}, '[^0-9]', '', 'g'), 10) = ${digits})`,
        ),
      ),
    )
    .returning({ id: guests.id });
  return rows.length;
}
