import { asc, eq, inArray } from 'drizzle-orm';
import { menuItems, type MenuItemRow } from '@shared/schema/menu-items';
import type { Db } from '../../db/connection';

type MenuItemFields = Omit<typeof menuItems.$inferInsert, 'id' | 'createdAt'>;

/** Course order, then name (and id, so equal names keep a stable order). */
export function listMenuItems(db: Db, options: { activeOnly: boolean }): Promise<MenuItemRow[]> {
  return db
    .select()
    .from(menuItems)
    .where(options.activeOnly ? eq(menuItems.isActive, true) : undefined)
    .orderBy(asc(menuItems.courseNumber), asc(menuItems.name), asc(menuItems.id));
}

export function findMenuItemsByIds(db: Db, ids: number[]): Promise<MenuItemRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(menuItems).where(inArray(menuItems.id, ids));
}

/** The item, locked until the transaction ends (its before-image for the audit trail). */
export async function lockMenuItem(db: Db, id: number): Promise<MenuItemRow | undefined> {
  const [row] = await db.select().from(menuItems).where(eq(menuItems.id, id)).for('update');
  return row;
}

export async function insertMenuItem(db: Db, fields: MenuItemFields): Promise<MenuItemRow> {
  const [row] = await db.insert(menuItems).values(fields).returning();
  return row!;
}

export async function updateMenuItem(
  db: Db,
  id: number,
  fields: Partial<MenuItemFields>,
): Promise<MenuItemRow | undefined> {
  const [row] = await db.update(menuItems).set(fields).where(eq(menuItems.id, id)).returning();
  return row;
}

export async function deleteMenuItem(db: Db, id: number): Promise<boolean> {
  const removed = await db
    .delete(menuItems)
    .where(eq(menuItems.id, id))
    .returning({ id: menuItems.id });
  return removed.length > 0;
}
