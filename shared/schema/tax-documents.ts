import {
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { DocumentKind } from '../invoicing/document-number';
import type { TaxDocumentSnapshot } from '../invoicing/tax-document';
import { corporateOrders } from './corporate-orders';

/**
 * The last serial given in each series (invoices, credit notes) of each financial year. A
 * document takes the next serial by updating this row in the transaction that stores it: the
 * row lock makes concurrent issuers wait their turn, and a rolled-back issue gives its serial
 * back, so the numbers have no gaps (a sequence would leave one for every rollback).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text().$type<DocumentKind>().notNull(),
    /** '2026-27'. */
    financialYear: text().notNull(),
    lastSerial: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

/**
 * Tax invoices and credit notes as issued: numbered once, never changed. `document` holds every
 * fact the PDF shows (supplier, recipient, lines, taxes, words), so a later change of the legal
 * details or the menu never alters an issued document.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: serial().primaryKey(),
    kind: text().$type<DocumentKind>().notNull(),
    number: text().notNull().unique(),
    financialYear: text().notNull(),
    serial: integer().notNull(),
    orderId: integer()
      .notNull()
      .references(() => corporateOrders.id),
    /** A credit note's invoice. */
    refersToId: integer(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    document: jsonb().$type<TaxDocumentSnapshot>().notNull(),
  },
  (t) => [
    // One invoice and at most one credit note (the full refund) per order.
    unique('tax_documents_order_kind_unique').on(t.orderId, t.kind),
    unique('tax_documents_series_unique').on(t.kind, t.financialYear, t.serial),
    foreignKey({ columns: [t.refersToId], foreignColumns: [t.id] }),
  ],
);

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
