import { boolean, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The guest book: one row per diner, recognised by e-mail (lower case) and phone (its last ten
 * digits). Bookings point at their guest; the counts (visits, no-shows) are read from them, so
 * this row keeps only who the guest is and staff's private note.
 */
export const guests = pgTable(
  'guests',
  {
    id: serial().primaryKey(),
    /** The e-mail address in lower case; null for a guest known only by phone (a walk-in). */
    emailKey: text(),
    /** The phone's last ten digits; null when no booking gave a usable phone. */
    phoneKey: text(),
    /** Staff's private note about the guest; never shown to the guest. */
    note: text().notNull().default(''),
    noteUpdatedAt: timestamp({ withTimezone: true }),
    /** The guest asked for updates on WhatsApp / SMS; a STOP reply or a later 'no' ends it. */
    messagingConsent: boolean().notNull().default(false),
    /** When the guest last gave or withdrew it. */
    messagingConsentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('guests_email_key_uq').on(t.emailKey),
    uniqueIndex('guests_phone_key_uq').on(t.phoneKey),
  ],
);

export type GuestRow = typeof guests.$inferSelect;
