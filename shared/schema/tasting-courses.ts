import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AllergenCode, IngredientCode, TastingMenuCode } from '../domain/dietary';

/** The courses of the two tasting menus, as staff write them: one row a course of a menu. */
export const tastingCourses = pgTable(
  'tasting_courses',
  {
    id: serial().primaryKey(),
    menu: text().$type<TastingMenuCode>().notNull(),
    courseNumber: integer().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    allergens: jsonb().$type<AllergenCode[]>().notNull().default([]),
    ingredients: jsonb().$type<IngredientCode[]>().notNull().default([]),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tasting_courses_menu_course_uq').on(t.menu, t.courseNumber)],
);

export type TastingCourseRow = typeof tastingCourses.$inferSelect;
