import { describe, expect, it } from 'vitest';
import { menuItemInputSchema } from '@shared/contracts/menu';
import { ApiError } from '@/lib/api-client';
import { menuItemFormValues, saveButtonLabel, showServerFieldErrors } from './menu-form';

describe('the menu item form', () => {
  it('when a new item is added, then it starts at ₹399, course 1, in Meals, active', () => {
    expect(menuItemFormValues()).toEqual({
      name: '',
      description: '',
      category: 'Meals',
      imageUrl: '',
      courseNumber: 1,
      price: 399,
      isActive: true,
    });
  });

  it('when an item is edited, then the form starts from it', () => {
    const item = {
      id: 3,
      name: 'Dal',
      description: 'Slow-cooked',
      category: 'Mains',
      imageUrl: '/uploads/dal.webp',
      courseNumber: 4,
      price: 320,
      isActive: false,
    };
    const { id: _id, ...fields } = item;
    expect(menuItemFormValues(item)).toEqual(fields);
  });

  it('when the fields hold text from number inputs, then the schema reads numbers and the messages are the spec’s', () => {
    const ok = menuItemInputSchema.parse({
      ...menuItemFormValues(),
      name: 'Thali',
      price: '450',
      courseNumber: '2',
    });
    expect(ok).toMatchObject({ price: 450, courseNumber: 2 });
    const bad = menuItemInputSchema.safeParse({
      ...menuItemFormValues(),
      name: 'X',
      price: '0',
      courseNumber: '11',
    });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => i.message);
    expect(messages).toContain('Price must be at least 1');
    expect(messages).toContain('Course number must be at most 10');
  });

  it('when the server refuses fields, then their messages land on those fields only', () => {
    const set: [string, string][] = [];
    const error = new ApiError(400, '400: …', {
      message: 'Invalid input',
      code: 'invalid_input',
      errors: [
        { path: 'price', message: 'Price must be at least 1' },
        { path: 'somethingElse', message: 'ignored' },
      ],
    });
    const shown = showServerFieldErrors(error, (field, e) => void set.push([field, e.message!]));
    expect(shown).toBe(true);
    expect(set).toEqual([['price', 'Price must be at least 1']]);
    expect(showServerFieldErrors(new Error('network'), () => undefined)).toBe(false);
  });

  it('when the dialog saves, then its button says Create or Update, and Creating... or Updating... while the server works', () => {
    expect(saveButtonLabel('create', false)).toBe('Create');
    expect(saveButtonLabel('create', true)).toBe('Creating...');
    expect(saveButtonLabel('update', false)).toBe('Update');
    expect(saveButtonLabel('update', true)).toBe('Updating...');
  });
});
