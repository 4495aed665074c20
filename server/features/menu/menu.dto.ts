import type { MenuItemDto } from '@shared/contracts/menu';
import type { MenuItemRow } from '@shared/schema/menu-items';

/** The item as the API answers it; every field named, so a new column stays in the server. */
export function toMenuItemDto(row: MenuItemRow): MenuItemDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description ?? '',
    category: row.category,
    imageUrl: row.imageUrl ?? '',
    courseNumber: row.courseNumber,
    price: row.price,
    isActive: row.isActive,
  };
}
