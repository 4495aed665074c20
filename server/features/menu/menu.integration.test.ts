import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { menuItemDtoSchema } from '@shared/contracts/menu';
import { cartItems } from '@shared/schema/cart-items';
import { corporateOrders } from '@shared/schema/corporate-orders';
import { menuItems } from '@shared/schema/menu-items';
import { insertMenuItem } from '../../test/factories';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

const VALID = {
  name: 'Paneer Tikka Box',
  description: 'Charred paneer, mint chutney, laccha onions.',
  category: 'Starters',
  imageUrl: '/uploads/paneer.webp',
  courseNumber: 2,
  price: 450,
  isActive: true,
};

describe(`menu items API (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signedInAgent(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(cartItems).where(sql`true`);
    await t.database.db.delete(corporateOrders).where(sql`true`);
    await t.database.db.delete(menuItems).where(sql`true`);
  });

  const messagesOf = (body: { errors?: { path: string; message: string }[] }) =>
    Object.fromEntries((body.errors ?? []).map((e) => [e.path, e.message]));

  it('when a guest reads the menu, then only active items come, by course number then name', async () => {
    const db = t.database.db;
    await insertMenuItem(db, { name: 'Kulfi', courseNumber: 10 });
    await insertMenuItem(db, { name: 'Soup', courseNumber: 1 });
    await insertMenuItem(db, { name: 'Amuse', courseNumber: 1 });
    await insertMenuItem(db, { name: 'Hidden', courseNumber: 1, isActive: false });

    const guest = await request(t.app).get('/api/menu').expect(200);
    expect(guest.body.map((i: { name: string }) => i.name)).toEqual(['Amuse', 'Soup', 'Kulfi']);
    for (const item of guest.body) menuItemDtoSchema.strict().parse(item);

    const seenByStaff = await staff.get('/api/menu').expect(200);
    expect(seenByStaff.body.map((i: { name: string }) => i.name)).toEqual([
      'Amuse',
      'Hidden',
      'Soup',
      'Kulfi',
    ]);
  });

  it('when staff add an item, then it is stored as sent and answered with its id', async () => {
    const created = await staff.post('/api/menu').send(VALID).expect(201);
    const dto = menuItemDtoSchema.strict().parse(created.body);
    expect(dto).toEqual({ id: expect.any(Number), ...VALID });
    const [row] = await t.database.db.select().from(menuItems).where(eq(menuItems.id, dto.id));
    expect(row).toMatchObject({ name: VALID.name, price: 450, courseNumber: 2 });
  });

  it('when price and course number come as text, then they are read as numbers', async () => {
    const created = await staff
      .post('/api/menu')
      .send({ ...VALID, price: '399', courseNumber: '7' })
      .expect(201);
    expect(created.body).toMatchObject({ price: 399, courseNumber: 7 });
  });

  it('when only a name, course and price are sent, then category is Meals and the item is active', async () => {
    const created = await staff
      .post('/api/menu')
      .send({ name: 'Thali', courseNumber: 1, price: 399 })
      .expect(201);
    expect(created.body).toMatchObject({
      category: 'Meals',
      isActive: true,
      description: '',
      imageUrl: '',
    });
    const blankCategory = await staff
      .post('/api/menu')
      .send({ ...VALID, category: '   ' })
      .expect(201);
    expect(blankCategory.body.category).toBe('Meals');
  });

  it.each([
    [{ price: 0 }, 'price', 'Price must be at least 1'],
    [{ price: -5 }, 'price', 'Price must be at least 1'],
    [{ price: 'abc' }, 'price', 'Price must be at least 1'],
    [{ price: 12.5 }, 'price', 'Price must be a whole number of rupees'],
    [{ courseNumber: 0 }, 'courseNumber', 'Course number must be at least 1'],
    [{ courseNumber: 11 }, 'courseNumber', 'Course number must be at most 10'],
    [{ name: '  ' }, 'name', 'Name is required'],
    [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl', expect.stringContaining('/uploads/')],
    [
      { imageUrl: 'https://example.com/dish.jpg' },
      'imageUrl',
      expect.stringContaining('/uploads/'),
    ],
    [{ isActive: 'yes' }, 'isActive', 'Active must be true or false'],
  ])(
    'when staff send %j, then 400 names the field with its message',
    async (change, path, message) => {
      const res = await staff
        .post('/api/menu')
        .send({ ...VALID, ...change })
        .expect(400);
      expect(res.body.code).toBe('invalid_input');
      expect(messagesOf(res.body)[path]).toEqual(message);
      expect(await t.database.db.select().from(menuItems)).toHaveLength(0);
    },
  );

  it('when staff change some fields, then only those change', async () => {
    const item = await insertMenuItem(t.database.db, {
      name: 'Dal',
      price: 300,
      category: 'Mains',
    });
    const res = await staff
      .patch(`/api/menu/${item.id}`)
      .send({ price: '320', isActive: false })
      .expect(200);
    expect(menuItemDtoSchema.strict().parse(res.body)).toMatchObject({
      id: item.id,
      name: 'Dal',
      category: 'Mains',
      price: 320,
      isActive: false,
    });
    await staff.patch(`/api/menu/${item.id}`).send({ courseNumber: 12 }).expect(400);
    await staff.patch(`/api/menu/${item.id}`).send({}).expect(400);
    await staff.patch('/api/menu/999999').send({ price: 10 }).expect(404);
  });

  it('when staff delete an item, then it is gone; deleting it again answers 404', async () => {
    const item = await insertMenuItem(t.database.db);
    await staff.delete(`/api/menu/${item.id}`).expect(204);
    await staff.get('/api/menu').expect(200, []);
    await staff.delete(`/api/menu/${item.id}`).expect(404);
  });

  it('when an item that an order was charged for is deleted, then the order keeps its lines', async () => {
    const db = t.database.db;
    const item = await insertMenuItem(db, { name: 'Biryani', price: 500 });
    const [order] = await db
      .insert(corporateOrders)
      .values({
        companyName: 'Acme',
        contactPerson: 'Asha',
        email: 'asha@example.com',
        phone: '9876543210',
        totalAmount: 105000,
        orderItems: [{ name: 'Biryani', quantity: 2, price: 500 }],
      })
      .returning();
    await db
      .insert(cartItems)
      .values({ orderId: order!.id, menuItemId: item.id, quantity: 2, unitPrice: 50000 });

    await staff.delete(`/api/menu/${item.id}`).expect(204);

    const [kept] = await db.select().from(corporateOrders).where(eq(corporateOrders.id, order!.id));
    expect(kept!.orderItems).toEqual([{ name: 'Biryani', quantity: 2, price: 500 }]);
    const lines = await db.select().from(cartItems).where(eq(cartItems.orderId, order!.id));
    expect(lines).toEqual([
      expect.objectContaining({ menuItemId: null, quantity: 2, unitPrice: 50000 }),
    ]);
  });

  it('when nobody is signed in, then every write answers 401 and nothing changes', async () => {
    const item = await insertMenuItem(t.database.db, { name: 'Kept', price: 100 });
    await request(t.app).post('/api/menu').send(VALID).expect(401);
    await request(t.app).patch(`/api/menu/${item.id}`).send({ price: 1 }).expect(401);
    await request(t.app).delete(`/api/menu/${item.id}`).expect(401);
    const rows = await t.database.db.select().from(menuItems);
    expect(rows).toEqual([expect.objectContaining({ name: 'Kept', price: 100 })]);
  });
});
