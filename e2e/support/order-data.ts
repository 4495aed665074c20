import type { APIRequestContext } from '@playwright/test';
import type {
  CardCheckoutDto,
  CorporateOrderDto,
  DeliveryDetailsInput,
} from '@shared/contracts/corporate-order';
import type { PaymentSuccess } from '@shared/contracts/payments';
import type { CorporateOrderStatus } from '@shared/domain/statuses';
import { corporateOrderBill } from '@shared/money';
import { daysFromNow } from './date-picker';

// Corporate orders for the staff orders tests, made through the API as a buyer would: the staff
// client adds the dishes and switches corporate ordering on; an unauthenticated client orders
// and pays in the payment sandbox. Each call makes names no other call in this worker uses.

let made = 0;
function nextNumber(): string {
  made += 1;
  return `${process.pid % 1000}${String(made).padStart(3, '0')}`;
}

async function expectStatus(res: { status(): number; text(): Promise<string> }, wanted: number) {
  if (res.status() !== wanted) {
    throw new Error(`expected ${wanted}, got ${res.status()}: ${await res.text()}`);
  }
}

/** Turns corporate ordering on (or off) as staff: the corporate checkout needs it on. */
export async function setCorporateOrdering(staffApi: APIRequestContext, on = true): Promise<void> {
  const res = await staffApi.put('/api/site-settings/corporate-ordering', {
    data: { value: on ? 'true' : 'false' },
  });
  await expectStatus(res, 200);
}

export type Dish = { id: number; name: string; price: number };

/** Adds an active menu item at a whole-rupee price through the staff API. */
export async function createDish(
  staffApi: APIRequestContext,
  { name = `Dish ${nextNumber()}`, price = 499 }: { name?: string; price?: number } = {},
): Promise<Dish> {
  const res = await staffApi.post('/api/menu', {
    data: {
      name,
      description: 'Made for the staff orders tests',
      category: 'Meals',
      imageUrl: '',
      courseNumber: 1,
      price,
      isActive: true,
    },
  });
  await expectStatus(res, 201);
  const body = (await res.json()) as { id: number };
  return { id: body.id, name, price };
}

export type OrderLine = { dish: Dish; quantity: number };

/** What the buyer typed, with a company and names no other order uses. */
export function uniqueDelivery(overrides: Partial<DeliveryDetailsInput> = {}) {
  const n = nextNumber();
  return {
    name: `Meera Buyer${n}`,
    companyName: `Acme Catering ${n}`,
    contactNumber: `+91 98450 ${n.padStart(5, '0').slice(-5)}`,
    email: `buyer${n}@acme.example`,
    deliveryAddress: `${n} Lavelle Road, Bengaluru 560001`,
    deliveryDate: daysFromNow(20),
    deliveryTime: '1:00 PM',
    specialInstructions: `Gate ${n}, ask for the pantry`,
    ...overrides,
  } satisfies DeliveryDetailsInput;
}

export type PlacedOrder = CardCheckoutDto & {
  lines: OrderLine[];
  delivery: ReturnType<typeof uniqueDelivery>;
  /** Paise, as the buyer was charged. */
  totalPaise: number;
};

/**
 * Places an order as a buyer (no sign-in): POST /api/corporate-orders/create with the cart's
 * total in paise. The order is pending and unpaid until `payOrder`.
 */
export async function placeOrder(
  buyer: APIRequestContext,
  lines: OrderLine[],
  delivery = uniqueDelivery(),
): Promise<PlacedOrder> {
  const items = lines.map(({ dish, quantity }) => ({
    itemId: dish.id,
    name: dish.name,
    price: dish.price,
    quantity,
  }));
  const totalPaise = corporateOrderBill(items).totalPaise;
  const res = await buyer.post('/api/corporate-orders/create', {
    data: {
      items,
      totalAmount: totalPaise,
      deliveryDetails: delivery,
      status: 'pending',
      paymentStatus: 'pending',
    },
  });
  if (!res.ok()) throw new Error(`order failed: ${res.status()} ${await res.text()}`);
  const checkout = (await res.json()) as CardCheckoutDto;
  return { ...checkout, lines, delivery, totalPaise };
}

/** Pays in the sandbox's test dialog, as the buyer's browser would; the order is not told yet. */
export async function payInSandbox(
  buyer: APIRequestContext,
  order: Pick<PlacedOrder, 'razorpayOrderId'>,
): Promise<PaymentSuccess> {
  const res = await buyer.post('/api/payments/sandbox/pay', {
    data: { razorpayOrderId: order.razorpayOrderId, outcome: 'pay' },
  });
  await expectStatus(res, 200);
  return (await res.json()) as PaymentSuccess;
}

/** Pays the order and has the server verify it, as checkout does; returns the payment id. */
export async function payOrder(buyer: APIRequestContext, order: PlacedOrder): Promise<string> {
  const payment = await payInSandbox(buyer, order);
  const res = await buyer.post('/api/corporate-orders/verify-payment', {
    data: { orderId: order.id, ...payment },
  });
  await expectStatus(res, 200);
  const verified = (await res.json()) as { paymentStatus: string };
  if (verified.paymentStatus !== 'completed') {
    throw new Error(`payment not verified: ${JSON.stringify(verified)}`);
  }
  return payment.razorpay_payment_id;
}

/**
 * Two dishes (₹499 × 2 and ₹250 × 1: ₹1,248.00 + ₹62.40 GST = ₹1,310.40) ordered by a new
 * buyer, with corporate ordering switched on first.
 */
export async function placeTwoDishOrder(
  staffApi: APIRequestContext,
  buyer: APIRequestContext,
): Promise<PlacedOrder> {
  await setCorporateOrdering(staffApi, true);
  const pulao = await createDish(staffApi, { name: `Saffron Pulao ${nextNumber()}`, price: 499 });
  const chaas = await createDish(staffApi, { name: `Masala Chaas ${nextNumber()}`, price: 250 });
  return placeOrder(buyer, [
    { dish: pulao, quantity: 2 },
    { dish: chaas, quantity: 1 },
  ]);
}

/** The order as the staff list shows it (GET /api/corporate-orders). */
export async function readOrder(
  staffApi: APIRequestContext,
  id: number,
): Promise<CorporateOrderDto> {
  const res = await staffApi.get('/api/corporate-orders');
  await expectStatus(res, 200);
  const order = ((await res.json()) as CorporateOrderDto[]).find((o) => o.id === id);
  if (!order) throw new Error(`order ${id} is not in the staff list`);
  return order;
}

/** Moves an order as another member of staff would, behind the screen's back. */
export async function moveOrder(
  staffApi: APIRequestContext,
  id: number,
  status: CorporateOrderStatus,
): Promise<void> {
  const res = await staffApi.patch(`/api/corporate-orders/${id}/status`, { data: { status } });
  await expectStatus(res, 200);
}
