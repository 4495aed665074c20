import type { CourseDto, TastingMenuDto, TastingMenuInput } from '@shared/contracts/tasting-menu';
import type { TastingMenuCode } from '@shared/domain/dietary';
import type { TastingCourseRow } from '@shared/schema/tasting-courses';
import type { Db } from '../../db/connection';
import type { StaffActor } from '../../lib/actor';
import { recordAudit } from '../audit/audit-trail';
import { listCourses, listMenuCourses, replaceMenuCourses } from './tasting-menu.repository';

export function toCourseDto(row: TastingCourseRow): CourseDto {
  return {
    courseNumber: row.courseNumber,
    name: row.name,
    description: row.description,
    allergens: row.allergens,
    ingredients: row.ingredients,
  };
}

/** Rows of both menus, as the API answers them. */
export function toTastingMenuDto(rows: readonly TastingCourseRow[]): TastingMenuDto {
  const of = (menu: TastingMenuCode) =>
    rows
      .filter((r) => r.menu === menu)
      .sort((a, b) => a.courseNumber - b.courseNumber)
      .map(toCourseDto);
  return { veg: of('veg'), nonVeg: of('non-veg') };
}

/**
 * The two ten-course tasting menus as text: what guests read in the menu dialog, what the
 * booking form checks allergies and diets against and what the prep sheet counts. Staff replace one menu
 * at a time, whole, in one transaction with its audit entry.
 */
export function tastingMenuService(db: Db) {
  return {
    async get(): Promise<TastingMenuDto> {
      return toTastingMenuDto(await listCourses(db));
    },

    async replace(
      actor: StaffActor,
      menu: TastingMenuCode,
      input: TastingMenuInput,
    ): Promise<TastingMenuDto> {
      return db.transaction(async (tx) => {
        const before = (await listMenuCourses(tx, menu)).map(toCourseDto);
        const courses = [...input.courses].sort((a, b) => a.courseNumber - b.courseNumber);
        await replaceMenuCourses(tx, menu, courses);
        if (JSON.stringify(before) !== JSON.stringify(courses)) {
          await recordAudit(tx, actor, {
            area: 'menu',
            action: 'tasting-menu',
            entityId: menu,
            before: { courses: before },
            after: { courses },
          });
        }
        return toTastingMenuDto(await listCourses(tx));
      });
    },
  };
}

export type TastingMenuService = ReturnType<typeof tastingMenuService>;
