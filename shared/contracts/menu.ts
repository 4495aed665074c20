import { z } from 'zod';
import { safeText } from './safe-input';

// Zod only (docs/decisions/001): the staff menu form and /api/menu share these schemas.

export const MIN_COURSE_NUMBER = 1;
export const MAX_COURSE_NUMBER = 10;
/** Whole rupees; a corporate dish above a lakh is a typing mistake, not a price. */
export const MAX_MENU_PRICE_RUPEES = 100_000;
export const DEFAULT_MENU_CATEGORY = 'Meals';

/** What a new item starts with in the add dialog. */
export const NEW_MENU_ITEM_DEFAULTS = {
  name: '',
  description: '',
  category: DEFAULT_MENU_CATEGORY,
  imageUrl: '',
  courseNumber: 1,
  price: 399,
  isActive: true,
} as const;

/**
 * An item's picture: empty or a file of our own media library (/uploads/...). Pictures on other
 * sites are refused: the content security policy lets pages load images from this site only, so
 * such a link would show a broken picture, and javascript: or data: links never reach an <img>.
 */
const imageUrl = safeText(500)
  .trim()
  .refine((v) => v === '' || /^\/uploads\/[^\s]+$/.test(v), {
    message: 'Choose a picture from the media library (a path starting with /uploads/)',
  });

// Numbers arrive from <input type="number"> as text; both are coerced, and anything that is not a
// whole number gets the field's own words instead of zod's.
const price = z.coerce
  .number({ error: 'Price must be at least 1' })
  .int('Price must be a whole number of rupees')
  .min(1, 'Price must be at least 1')
  .max(MAX_MENU_PRICE_RUPEES, `Price must be at most ${MAX_MENU_PRICE_RUPEES}`);

const courseNumber = z.coerce
  .number({ error: 'Course number must be at least 1' })
  .int('Course number must be a whole number')
  .min(MIN_COURSE_NUMBER, 'Course number must be at least 1')
  .max(MAX_COURSE_NUMBER, 'Course number must be at most 10');

const menuItemFields = {
  name: safeText(120, { required: 'Name is required' }).trim().min(1, 'Name is required'),
  description: safeText(1000, { multiline: true }).trim(),
  category: safeText(60).trim(),
  imageUrl,
  courseNumber,
  price,
  isActive: z.boolean({ error: 'Active must be true or false' }),
};

/** POST /api/menu and the add/edit dialog. Missing optional fields take the new-item defaults. */
export const menuItemInputSchema = z.object({
  ...menuItemFields,
  description: menuItemFields.description.optional().default(''),
  category: menuItemFields.category
    .optional()
    .transform((v) => (v === undefined || v === '' ? DEFAULT_MENU_CATEGORY : v)),
  imageUrl: menuItemFields.imageUrl.optional().default(''),
  isActive: menuItemFields.isActive.optional().default(true),
});
export type MenuItemInput = z.input<typeof menuItemInputSchema>;
export type MenuItemValues = z.output<typeof menuItemInputSchema>;

/** PATCH /api/menu/{id}: any of the same fields; an emptied category returns to the default. */
export const menuItemPatchSchema = z
  .object({
    ...menuItemFields,
    category: menuItemFields.category.transform((v) => (v === '' ? DEFAULT_MENU_CATEGORY : v)),
  })
  .partial()
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), {
    message: 'Nothing to update',
  });
export type MenuItemPatch = z.output<typeof menuItemPatchSchema>;

/** A menu item as the API answers it. `price` is whole rupees. */
export const menuItemDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  imageUrl: z.string(),
  courseNumber: z.number().int(),
  price: z.number().int(),
  isActive: z.boolean(),
});
export type MenuItemDto = z.infer<typeof menuItemDtoSchema>;
