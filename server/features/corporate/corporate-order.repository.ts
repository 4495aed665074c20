import { desc, eq } from 'drizzle-orm';
import { cartItems } from '@shared/schema/cart-items';
import { corporateOrders, type CorporateOrderRow } from '@shared/schema/corporate-orders';
import type { Db } from '../../db/connection';

type OrderInsert = typeof corporateOrders.$inferInsert;
type OrderUpdate = Partial<Omit<OrderInsert, 'id' | 'createdAt'>>;

export async function insertOrder(
  tx: Db,
  order: OrderInsert,
  lines: { menuItemId: number; quantity: number; unitPrice: number }[],
): Promise<CorporateOrderRow> {
  const [row] = await tx.insert(corporateOrders).values(order).returning();
  await tx.insert(cartItems).values(lines.map((line) => ({ ...line, orderId: row!.id })));
  return row!;
}

/** Removes an order that never reached the gateway (its lines go with it). */
export async function deleteOrder(db: Db, id: number): Promise<void> {
  await db.delete(corporateOrders).where(eq(corporateOrders.id, id));
}

export async function findOrder(db: Db, id: number): Promise<CorporateOrderRow | undefined> {
  const [row] = await db.select().from(corporateOrders).where(eq(corporateOrders.id, id));
  return row;
}

/** The order whose page secret this is (the buyer's order page). */
export async function findOrderByViewToken(
  db: Db,
  token: string,
): Promise<CorporateOrderRow | undefined> {
  const [row] = await db.select().from(corporateOrders).where(eq(corporateOrders.viewToken, token));
  return row;
}

/** The order, locked until the transaction ends: payment news and staff moves queue behind it. */
export async function lockOrder(tx: Db, id: number): Promise<CorporateOrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(corporateOrders)
    .where(eq(corporateOrders.id, id))
    .for('update');
  return row;
}

export async function lockOrderByGatewayOrderId(
  tx: Db,
  gatewayOrderId: string,
): Promise<CorporateOrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(corporateOrders)
    .where(eq(corporateOrders.razorpayOrderId, gatewayOrderId))
    .for('update');
  return row;
}

export async function lockOrderByPaymentId(
  tx: Db,
  paymentId: string,
): Promise<CorporateOrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(corporateOrders)
    .where(eq(corporateOrders.paymentId, paymentId))
    .for('update');
  return row;
}

export async function updateOrder(
  tx: Db,
  id: number,
  fields: OrderUpdate,
): Promise<CorporateOrderRow> {
  const [row] = await tx
    .update(corporateOrders)
    .set(fields)
    .where(eq(corporateOrders.id, id))
    .returning();
  return row!;
}

/** Newest first. */
export function listOrders(db: Db): Promise<CorporateOrderRow[]> {
  return db
    .select()
    .from(corporateOrders)
    .orderBy(desc(corporateOrders.createdAt), desc(corporateOrders.id));
}

export async function lockOrderByPaymentLinkId(
  tx: Db,
  paymentLinkId: string,
): Promise<CorporateOrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(corporateOrders)
    .where(eq(corporateOrders.paymentLinkId, paymentLinkId))
    .for('update');
  return row;
}
