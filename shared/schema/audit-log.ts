import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who changed what, written in the same transaction as the change. Append-only: the migration
 * adds triggers that refuse UPDATE, DELETE and TRUNCATE, so the application cannot rewrite it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The staff user; null for the server itself (jobs, the command-line tool). */
    userId: integer(),
    /** The name at the time, so the record reads the same if the account is renamed. */
    username: text().notNull(),
    area: text().notNull(),
    action: text().notNull(),
    entityId: text(),
    /** The changed fields before and after; null for a creation or a deletion respectively. */
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_user_at_idx').on(t.userId, t.at.desc()),
    index('audit_log_area_at_idx').on(t.area, t.at.desc()),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
