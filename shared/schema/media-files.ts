import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

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
    /** Resized WebP copies of an image: [{ width, path }]. */
    variants: jsonb().$type<{ width: number; path: string }[]>().notNull().default([]),
  },
  (t) => [
    // The library, the latest upload first: a page is one range, of every file or of a purpose
    // (the public pages' newest file of a purpose is that range's first row).
    index('media_files_newest_idx').on(t.uploadDate.desc(), t.id.desc()),
    index('media_files_purpose_newest_idx').on(t.purpose, t.uploadDate.desc(), t.id.desc()),
  ],
);

export type MediaFileRow = typeof mediaFiles.$inferSelect;
