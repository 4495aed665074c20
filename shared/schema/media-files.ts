import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const mediaFiles = pgTable(
  'media_files',
  {
    id: serial().primaryKey(),
    /** The name the file was uploaded with (display only; never used as a path). */
    fileName: text().notNull(),
    fileType: text().notNull(),
    /** Public path under /uploads/, built from a random name. */
    filePath: text().notNull().unique(),
    fileSize: integer().notNull(),
    uploadDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    purpose: text().notNull(),
    isActive: boolean().notNull().default(true),
  },
  (t) => [index('media_files_purpose_idx').on(t.purpose)],
);

export type MediaFileRow = typeof mediaFiles.$inferSelect;
