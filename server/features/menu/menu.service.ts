import type { MenuItemDto, MenuItemPatch, MenuItemValues } from '@shared/contracts/menu';
import type { Db } from '../../db/connection';
import type { StaffActor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { toMenuItemDto } from './menu.dto';
import { deleteMenuItem, insertMenuItem, listMenuItems, updateMenuItem } from './menu.repository';

const MENU_ITEM_NOT_FOUND = 'Menu item not found';

/**
 * The corporate menu. Guests see active items only; staff see everything, including what they
 * switched off. Prices are whole rupees; orders keep their own copy of each line, so editing or
 * deleting an item never changes an order already placed.
 */
export function menuService(db: Db) {
  return {
    async list(viewer: { staff: boolean }): Promise<MenuItemDto[]> {
      const rows = await listMenuItems(db, { activeOnly: !viewer.staff });
      return rows.map(toMenuItemDto);
    },

    async create(_actor: StaffActor, values: MenuItemValues): Promise<MenuItemDto> {
      return toMenuItemDto(await insertMenuItem(db, values));
    },

    async update(_actor: StaffActor, id: number, patch: MenuItemPatch): Promise<MenuItemDto> {
      const row = await updateMenuItem(db, id, patch);
      if (!row) throw notFound(MENU_ITEM_NOT_FOUND);
      return toMenuItemDto(row);
    },

    async remove(_actor: StaffActor, id: number): Promise<void> {
      if (!(await deleteMenuItem(db, id))) throw notFound(MENU_ITEM_NOT_FOUND);
    },
  };
}

export type MenuService = ReturnType<typeof menuService>;
