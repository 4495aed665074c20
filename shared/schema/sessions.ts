import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** express-session rows, so sign-ins survive restarts and are shared by every process. */
export const sessions = pgTable(
  'sessions',
  {
    sid: text().primaryKey(),
    sess: jsonb().$type<Record<string, unknown>>().notNull(),
    expire: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);
