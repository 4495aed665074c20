import { pgTable, serial, text } from 'drizzle-orm/pg-core';

export const siteSettings = pgTable('site_settings', {
  id: serial().primaryKey(),
  settingName: text().notNull().unique(),
  settingValue: text().notNull(),
  settingType: text().notNull().default('text'),
});

export type SiteSettingRow = typeof siteSettings.$inferSelect;
