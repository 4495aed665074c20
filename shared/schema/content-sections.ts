import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const contentSections = pgTable('content_sections', {
  id: serial().primaryKey(),
  sectionName: text().notNull().unique(),
  title: text(),
  content: text(),
  imageUrl: text(),
  extraData: jsonb().$type<Record<string, unknown>>(),
  order: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type ContentSectionRow = typeof contentSections.$inferSelect;
