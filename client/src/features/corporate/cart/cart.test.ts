import { describe, expect, it } from 'vitest';
import type { MenuItemDto } from '@shared/contracts/menu';
import { corporateOrderBill } from '@shared/money';
import {
  addToCart,
  cardQuantity,
  checkoutPayload,
  parseStoredCart,
  repairCart,
  setLineQuantity,
} from './cart';

const dish = (id: number, price: number, overrides: Partial<MenuItemDto> = {}): MenuItemDto => ({
  id,
  name: `Dish ${id}`,
  description: '',
  category: 'Meals',
  imageUrl: '',
  courseNumber: 1,
  price,
  isActive: true,
  ...overrides,
});
const item = (d: MenuItemDto) => ({ id: d.id, name: d.name, price: d.price, imageUrl: d.imageUrl });

describe('the corporate cart', () => {
  it('when nothing is stored, then the cart is empty and nothing is damaged', () => {
    expect(parseStoredCart(null)).toEqual({ lines: [], damaged: false });
  });

  it.each([
    ['not JSON', '{oops'],
    ['an object', '{"item":1}'],
    ['a number', '42'],
  ])('when the stored value is %s, then the cart is empty and marked damaged', (_l, raw) => {
    expect(parseStoredCart(raw)).toEqual({ lines: [], damaged: true });
  });

  it('when some stored lines are malformed or repeated, then only the good ones stay', () => {
    const good = { item: item(dish(1, 300)), quantity: 2 };
    const raw = JSON.stringify([
      good,
      { item: item(dish(1, 300)), quantity: 5 },
      { item: { id: 'x', name: 'Bad', price: 1 }, quantity: 1 },
      { item: item(dish(2, 100)), quantity: 0 },
      { item: item(dish(3, 100)), quantity: 1.5 },
      { item: item(dish(4, 100)), quantity: 10_000 },
      null,
    ]);
    expect(parseStoredCart(raw)).toEqual({ lines: [good], damaged: true });
  });

  it('when the menu changed, then gone or inactive items are removed and prices updated, each with a notice', () => {
    const lines = [
      { item: item(dish(1, 300)), quantity: 2 },
      { item: item(dish(2, 100)), quantity: 1 },
      { item: item(dish(3, 100)), quantity: 1 },
    ];
    const menu = [dish(1, 320, { name: 'Dish One' }), dish(3, 100, { isActive: false })];
    const repaired = repairCart(lines, menu);
    expect(repaired.lines).toEqual([
      { item: item(dish(1, 320, { name: 'Dish One' })), quantity: 2 },
    ]);
    expect(repaired.notices).toEqual([
      'Dish 1 is now called Dish One.',
      'The price of Dish One is now ₹320.00 (was ₹300.00).',
      'Dish 2 is no longer on the menu and was removed from your cart.',
      'Dish 3 is no longer on the menu and was removed from your cart.',
    ]);
    expect(repairCart(repaired.lines, menu).notices).toEqual([]);
  });

  it('when quantities change, then 0 or less removes the line and the limit caps it', () => {
    const a = item(dish(1, 300));
    let lines = addToCart([], a, 2);
    lines = addToCart(lines, a, 3);
    expect(lines).toEqual([{ item: a, quantity: 5 }]);
    expect(setLineQuantity(lines, a, 0)).toEqual([]);
    expect(setLineQuantity(lines, a, -4)).toEqual([]);
    expect(setLineQuantity(lines, a, 9999)).toEqual([{ item: a, quantity: 500 }]);
    expect(setLineQuantity(lines, a, 2.7)).toEqual([{ item: a, quantity: 2 }]);
  });

  it('when checking out, then the payload carries the lines and the total the buyer saw, in paise', () => {
    const lines = [
      { item: item(dish(1, 349)), quantity: 10 },
      { item: item(dish(2, 429)), quantity: 3 },
    ];
    const details = {
      name: 'Asha',
      contactNumber: '9876543210',
      email: 'a@example.com',
      deliveryAddress: '12 MG Road, Bengaluru',
      deliveryDate: '2030-01-01',
      deliveryTime: '1 PM',
    };
    const payload = checkoutPayload(lines, details);
    expect(payload.totalAmount).toBe(
      corporateOrderBill([
        { price: 349, quantity: 10 },
        { price: 429, quantity: 3 },
      ]).totalPaise,
    );
    expect(payload).toEqual({
      items: [
        { itemId: 1, name: 'Dish 1', price: 349, quantity: 10 },
        { itemId: 2, name: 'Dish 2', price: 429, quantity: 3 },
      ],
      totalAmount: 501585,
      deliveryDetails: details,
      status: 'pending',
      paymentStatus: 'pending',
    });
  });

  it.each([
    ['20', 20],
    [' 7 ', 7],
    ['2.9', 2],
    ['', 1],
    ['0', 1],
    ['-4', 1],
    ['abc', 1],
    ['9999', 500],
  ])(
    'T14: a dish card box typed %j stands for %i boxes (never below 1, never above the limit)',
    (typed, n) => {
      expect(cardQuantity(typed)).toBe(n);
    },
  );
});
