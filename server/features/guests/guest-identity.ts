import { eq, or } from 'drizzle-orm';
import { guests } from '@shared/schema/guests';
import type { Db } from '../../db/connection';
import { lockGuest } from '../reservations/guest-bookings.repository';
import { guestKeys } from '../reservations/guest-caps';

/**
 * The guest-book entry a booking belongs to: the guest with the booking's e-mail (any letter
 * case), else the one with its phone (last ten digits), else a new guest. A known guest missing
 * the other key takes it when no other guest holds it; two guests are never merged by a booking
 * that names one's address and the other's phone (it joins the address's). A booking without
 * either (a walk-in giving neither) belongs to nobody. Runs under the diner's advisory lock,
 * after any seating lock, so two bookings of a new diner make one guest.
 */
export async function guestIdFor(
  tx: Db,
  contact: { email: string; phone: string },
): Promise<number | null> {
  const keys = guestKeys(contact);
  const emailKey = keys.email === '' ? null : keys.email;
  const phoneKey = keys.phoneDigits;
  if (emailKey === null && phoneKey === null) return null;
  await lockGuest(tx, keys);
  const known = await tx
    .select()
    .from(guests)
    .where(
      or(
        emailKey === null ? undefined : eq(guests.emailKey, emailKey),
        phoneKey === null ? undefined : eq(guests.phoneKey, phoneKey),
      ),
    );
  const byEmail = emailKey === null ? undefined : known.find((g) => g.emailKey === emailKey);
  const byPhone = phoneKey === null ? undefined : known.find((g) => g.phoneKey === phoneKey);
  if (byEmail) {
    if (byEmail.phoneKey === null && phoneKey !== null && !byPhone) {
      await tx.update(guests).set({ phoneKey }).where(eq(guests.id, byEmail.id));
    }
    return byEmail.id;
  }
  if (byPhone) {
    if (byPhone.emailKey === null && emailKey !== null) {
      await tx.update(guests).set({ emailKey }).where(eq(guests.id, byPhone.id));
    }
    return byPhone.id;
  }
  const [created] = await tx
    .insert(guests)
    .values({ emailKey, phoneKey })
    .returning({ id: guests.id });
  return created!.id;
}
