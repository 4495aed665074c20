import type { FieldPath, UseFormSetError } from 'react-hook-form';
import {
  NEW_MENU_ITEM_DEFAULTS,
  type MenuItemDto,
  type MenuItemInput,
} from '@shared/contracts/menu';
import { ApiError } from '@/lib/api-client';

/** What the dialog's fields hold: the API's input, number inputs holding text until coerced. */
export type MenuItemFormValues = MenuItemInput;

const FIELDS = [
  'name',
  'description',
  'category',
  'imageUrl',
  'courseNumber',
  'price',
  'isActive',
] as const satisfies readonly FieldPath<MenuItemFormValues>[];

/** A new item starts at ₹399, course 1, in Meals, active; an edit starts from the item. */
export function menuItemFormValues(item?: MenuItemDto): MenuItemFormValues {
  if (!item) return { ...NEW_MENU_ITEM_DEFAULTS };
  return {
    name: item.name,
    description: item.description,
    category: item.category,
    imageUrl: item.imageUrl,
    courseNumber: item.courseNumber,
    price: item.price,
    isActive: item.isActive,
  };
}

/**
 * Puts the server's field messages (a 400 with `errors`) on the dialog's fields. Answers whether
 * any landed, so the caller knows the form already says what is wrong.
 */
export function showServerFieldErrors(
  error: unknown,
  setError: UseFormSetError<MenuItemFormValues>,
): boolean {
  if (!(error instanceof ApiError) || !error.body?.errors) return false;
  let shown = false;
  for (const { path, message } of error.body.errors) {
    const field = FIELDS.find((f) => f === path);
    if (field) {
      setError(field, { type: 'server', message });
      shown = true;
    }
  }
  return shown;
}

/** The dialog's save button: Create or Update, and what it says while the server works. */
export function saveButtonLabel(mode: 'create' | 'update', busy: boolean): string {
  if (mode === 'create') return busy ? 'Creating...' : 'Create';
  return busy ? 'Updating...' : 'Update';
}

export type { MenuItemInput };
