import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { CourseInput } from '@shared/contracts/tasting-menu';
import type { TastingMenuCode } from '@shared/domain/dietary';
import { tastingCourses, type TastingCourseRow } from '@shared/schema/tasting-courses';
import type { Db } from '../../db/connection';

/** Both menus' courses, each menu in course order. */
export function listCourses(db: Db): Promise<TastingCourseRow[]> {
  return db
    .select()
    .from(tastingCourses)
    .orderBy(asc(tastingCourses.menu), asc(tastingCourses.courseNumber));
}

export function listMenuCourses(db: Db, menu: TastingMenuCode): Promise<TastingCourseRow[]> {
  return db
    .select()
    .from(tastingCourses)
    .where(eq(tastingCourses.menu, menu))
    .orderBy(asc(tastingCourses.courseNumber))
    .for('update');
}

/**
 * Makes the menu exactly these courses: each written over its course number, and the numbers no
 * longer listed deleted. Run in the caller's transaction, so nobody reads half a menu.
 */
export async function replaceMenuCourses(
  db: Db,
  menu: TastingMenuCode,
  courses: readonly CourseInput[],
): Promise<void> {
  const numbers = courses.map((c) => c.courseNumber);
  await db
    .delete(tastingCourses)
    .where(and(eq(tastingCourses.menu, menu), notInArray(tastingCourses.courseNumber, numbers)));
  for (const c of courses) {
    const fields = {
      name: c.name,
      description: c.description,
      allergens: c.allergens,
      ingredients: c.ingredients,
    };
    await db
      .insert(tastingCourses)
      .values({ menu, courseNumber: c.courseNumber, ...fields })
      .onConflictDoUpdate({
        target: [tastingCourses.menu, tastingCourses.courseNumber],
        set: { ...fields, updatedAt: new Date() },
      });
  }
}

/** Seeds a menu's courses unless it has any (a fresh install); a second run adds nothing. */
export async function insertCoursesIfMenuEmpty(
  db: Db,
  menu: TastingMenuCode,
  courses: readonly CourseInput[],
): Promise<void> {
  const [existing] = await db
    .select({ id: tastingCourses.id })
    .from(tastingCourses)
    .where(eq(tastingCourses.menu, menu))
    .limit(1);
  if (existing) return;
  await db
    .insert(tastingCourses)
    .values(courses.map((c) => ({ menu, ...c })))
    .onConflictDoNothing();
}
