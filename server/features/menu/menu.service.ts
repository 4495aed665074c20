import type { MenuItemDto, MenuItemPatch, MenuItemValues } from '@shared/contracts/menu';
import type { Db } from '../../db/connection';
import type { StaffActor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { changedFields, recordAudit } from '../audit/audit-trail';
import { toMenuItemDto } from './menu.dto';
import {
  deleteMenuItem,
  insertMenuItem,
  listMenuItems,
  lockMenuItem,
  updateMenuItem,
} from './menu.repository';

const MENU_ITEM_NOT_FOUND = 'Menu item not found';

/** What the audit trail keeps of an item: its fields as the API shows them, without the id. */
function auditFields(dto: MenuItemDto): Record<string, unknown> {
  const { id: _id, ...fields } = dto;
  return fields;
}

/**
 * The corporate menu. Guests see active items only; staff see everything, including what they
 * switched off. Prices are whole rupees; orders keep their own copy of each line, so editing or
 * deleting an item never changes an order already placed. Every change is in the audit trail.
 */
export function menuService(db: Db) {
  return {
    async list(viewer: { staff: boolean }): Promise<MenuItemDto[]> {
      const rows = await listMenuItems(db, { activeOnly: !viewer.staff });
      return rows.map(toMenuItemDto);
    },

    async create(actor: StaffActor, values: MenuItemValues): Promise<MenuItemDto> {
      return db.transaction(async (tx) => {
        const item = toMenuItemDto(await insertMenuItem(tx, values));
        await recordAudit(tx, actor, {
          area: 'menu',
          action: 'create',
          entityId: item.id,
          after: auditFields(item),
        });
        return item;
      });
    },

    async update(actor: StaffActor, id: number, patch: MenuItemPatch): Promise<MenuItemDto> {
      return db.transaction(async (tx) => {
        const current = await lockMenuItem(tx, id);
        if (!current) throw notFound(MENU_ITEM_NOT_FOUND);
        const item = toMenuItemDto((await updateMenuItem(tx, id, patch))!);
        const { before, after } = changedFields(
          auditFields(toMenuItemDto(current)),
          auditFields(item),
        );
        if (Object.keys(after).length > 0) {
          await recordAudit(tx, actor, {
            area: 'menu',
            action: 'update',
            entityId: id,
            before,
            after,
          });
        }
        return item;
      });
    },

    async remove(actor: StaffActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await lockMenuItem(tx, id);
        if (!current || !(await deleteMenuItem(tx, id))) throw notFound(MENU_ITEM_NOT_FOUND);
        await recordAudit(tx, actor, {
          area: 'menu',
          action: 'delete',
          entityId: id,
          before: auditFields(toMenuItemDto(current)),
        });
      });
    },
  };
}

export type MenuService = ReturnType<typeof menuService>;
