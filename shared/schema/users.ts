import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: serial().primaryKey(),
  username: text().notNull().unique(),
  /** argon2id hash; never leaves the server (see server/features/auth/user.dto.ts). */
  password: text().notNull(),
  isAdmin: boolean().notNull().default(false),
  /** A disabled user cannot sign in, and their sessions end at once. */
  disabled: boolean().notNull().default(false),
  /** Set by an admin's reset: the next sign-in must choose a new password. */
  mustChangePassword: boolean().notNull().default(false),
  lastLoginAt: timestamp({ withTimezone: true }),
  /**
   * Raised whenever this user's sessions are ended (password change or reset, disable, sign-out).
   * A session carries the value it was signed in under and counts only while it still matches,
   * so a session ended anywhere cannot come back, whichever process or request saves it.
   */
  sessionGeneration: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
