import { eq, or } from 'drizzle-orm';
import { guests } from '@shared/schema/guests';
import type { Db } from '../../db/connection';
import { lockGuest, type GuestKeys } from '../reservations/guest-bookings.repository';
import { guestKeys } from '../reservations/guest-caps';

// The guest-book entry a booking belongs to: the guest with the booking's e-mail (any letter
// case), else the one with its phone (last ten digits), else a new guest. A known guest missing
// the other key takes it when no other guest holds it; two guests are never merged by a booking
// that names one's address and the other's phone (it joins the address's). A booking without
// either (a walk-in giving neither) belongs to nobody.
//
// Most bookings need no write to the guest book (a returning guest) or only a new row, so
// neither takes the diner's lock: the unique keys keep one guest per address and per phone,
// and a booking that loses the race to make the row, or must give a known guest a key, does its
// write under the diner's advisory lock after reading again.

type KnownGuest = { id: number; emailKey: string | null; phoneKey: string | null };
type Keys = GuestKeys & { emailKey: string | null };

/** What a booking's contact means for the guest book, from the guests holding its keys. */
export type GuestDecision =
  | { kind: 'known'; id: number; set?: { emailKey: string } | { phoneKey: string } }
  | { kind: 'new' };

export function decideGuest(
  known: KnownGuest[],
  emailKey: string | null,
  phoneKey: string | null,
): GuestDecision {
  const byEmail = emailKey === null ? undefined : known.find((g) => g.emailKey === emailKey);
  const byPhone = phoneKey === null ? undefined : known.find((g) => g.phoneKey === phoneKey);
  if (byEmail) {
    const takesPhone = byEmail.phoneKey === null && phoneKey !== null && !byPhone;
    return { kind: 'known', id: byEmail.id, ...(takesPhone && { set: { phoneKey } }) };
  }
  if (byPhone) {
    const takesEmail = byPhone.emailKey === null && emailKey !== null;
    return { kind: 'known', id: byPhone.id, ...(takesEmail && { set: { emailKey } }) };
  }
  return { kind: 'new' };
}

function keysOf(contact: { email: string; phone: string }): Keys | null {
  const keys = guestKeys(contact);
  const emailKey = keys.email === '' ? null : keys.email;
  if (emailKey === null && keys.phoneDigits === null) return null;
  return { ...keys, emailKey };
}

function knownGuests(db: Db, { emailKey, phoneDigits }: Keys): Promise<KnownGuest[]> {
  return db
    .select({ id: guests.id, emailKey: guests.emailKey, phoneKey: guests.phoneKey })
    .from(guests)
    .where(
      or(
        emailKey === null ? undefined : eq(guests.emailKey, emailKey),
        phoneDigits === null ? undefined : eq(guests.phoneKey, phoneDigits),
      ),
    );
}

/** The guest when no write to a known guest is needed and no other booking made the row first. */
async function withoutLock(db: Db, keys: Keys): Promise<number | undefined> {
  const decision = decideGuest(await knownGuests(db, keys), keys.emailKey, keys.phoneDigits);
  if (decision.kind === 'known') return decision.set ? undefined : decision.id;
  const [created] = await db
    .insert(guests)
    .values({ emailKey: keys.emailKey, phoneKey: keys.phoneDigits })
    .onConflictDoNothing()
    .returning({ id: guests.id });
  return created?.id;
}

/** Read again and write under the diner's lock; `tx` must be a transaction. */
async function underLock(tx: Db, keys: Keys): Promise<number> {
  await lockGuest(tx, keys);
  const decision = decideGuest(await knownGuests(tx, keys), keys.emailKey, keys.phoneDigits);
  if (decision.kind === 'known') {
    if (decision.set) await tx.update(guests).set(decision.set).where(eq(guests.id, decision.id));
    return decision.id;
  }
  const [created] = await tx
    .insert(guests)
    .values({ emailKey: keys.emailKey, phoneKey: keys.phoneDigits })
    .returning({ id: guests.id });
  return created!.id;
}

/** Without the lock when it can; `locked` does the write under the diner's lock otherwise. */
async function guestOf(
  db: Db,
  contact: { email: string; phone: string },
  locked: (keys: Keys) => Promise<number>,
): Promise<number | null> {
  const keys = keysOf(contact);
  if (!keys) return null;
  return (await withoutLock(db, keys)) ?? (await locked(keys));
}

/** The guest of a booking made or changed in `tx` (a transaction), after any seating lock. */
export function guestIdFor(tx: Db, contact: { email: string; phone: string }) {
  return guestOf(tx, contact, (keys) => underLock(tx, keys));
}

/**
 * The same from outside any transaction: a booking reads its guest before the seating's lock,
 * and opens a transaction of its own only when it must write under the diner's lock.
 */
export function guestIdOutsideTransaction(db: Db, contact: { email: string; phone: string }) {
  return guestOf(db, contact, (keys) => db.transaction((tx) => underLock(tx, keys)));
}
