import { boolean, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { z } from 'zod';

export const users = pgTable('users', {
  id: serial().primaryKey(),
  username: text().notNull().unique(),
  /** argon2id hash; never leaves the server (see toUserDto). */
  password: text().notNull(),
  isAdmin: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;

/** What the API may say about a user: never the password hash. */
export const userDtoSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  isAdmin: z.boolean(),
});
export type UserDto = z.infer<typeof userDtoSchema>;

export function toUserDto(row: Pick<UserRow, 'id' | 'username' | 'isAdmin'>): UserDto {
  return { id: row.id, username: row.username, isAdmin: row.isAdmin };
}
