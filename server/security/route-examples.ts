import { fc } from '@fast-check/vitest';
import { eq } from 'drizzle-orm';
import { reservations } from '@shared/schema/reservations';
import { waitlistEntries } from '@shared/schema/waitlist-entries';
import type { Db } from '../db/connection';
import { waitlistLinks } from '../features/waitlist/waitlist-links';
import { fillPath, pathParamNames, type ListedRoute } from '../test/route-list';
import { samplePng } from '../test/sample-files';
import { TEST_ADMIN, TEST_SESSION_SECRET } from '../test/test-app';
import { PUBLIC_URL, SAME_ORIGIN } from './site-under-test';

/** Rows the examples point at, created before fuzzing so valid ids and tokens exist. */
export type Fixtures = {
  /** A future day, yyyy-MM-dd. */
  date: string;
  reservationId: number;
  manageToken: string;
  blockedSlotId: number;
  mediaId: number;
  /** An active menu item at ₹450, and one of its own for the delete example. */
  menuItemId: number;
  spareMenuItemId: number;
  /** A corporate order opened in the payment sandbox, and its sandbox payment. */
  order: {
    id: number;
    razorpayOrderId: string;
    payment: Record<string, string>;
    /** The secret of the buyer's order page. */
    token: string;
  };
  /** The sandbox payment link of an order paid by link. */
  paymentLinkId: string;
  quoteRequestId: number;
  /** A party waiting for the example night's full 9 PM seating, and its link's token. */
  waitlistEntryId: number;
  waitlistToken: string;
  /** The guest-book entry of the example booking's guest. */
  guestId: number;
  /** A staff account (not an admin) for the account examples, so the admin is never touched. */
  spareUserId: number;
  /** A small real image for the upload examples. */
  png: Buffer;
  /** A special night far ahead that changes nothing but its name and menu. */
  specialNightId: number;
};

/** A special night far from every other example's night, so it moves no seats or prices. */
const specialNightExample = () => ({
  name: "Chef's table",
  date: daysAhead(650),
  toDate: daysAhead(651),
  capacities: [],
  menu: { name: "Chef's table menu", courses: TASTING_MENU_EXAMPLE.courses.slice(0, 2) },
  pricePerGuestRupees: null,
  payment: 'usual',
  depositPerGuestRupees: null,
});

/** A request the route accepts; the fuzzer sends it with one or more parts made hostile. */
export type RouteExample = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Body fields drawn afresh for every case, e.g. a booking's date so seatings never fill up. */
  fresh?: fc.Arbitrary<Record<string, unknown>>;
  multipart?: { fields: Record<string, string>; fileName: string };
};

/**
 * Path values that pass each route's parameter schema, for tests that need the route reached
 * rather than refused (a staff route must say 401 before it looks at the id).
 */
export const PLAUSIBLE_PARAMS: Record<string, string> = {
  id: '1',
  sectionName: 'about',
  token: 'AbCdEfGhIjKlMnOpQrStUvWx',
  menu: 'veg',
  linkId: 'plink_AbCdEfGhIjKlMn',
};

/** The route's path with plausible values, or a sample the route's RegExp matches. */
export function plausiblePath(route: ListedRoute): string {
  if (route.pattern) {
    const sample = ['/', '/book', '/staff', '/x'].find((p) => route.pattern!.regexp.test(p));
    if (sample === undefined) throw new Error(`no sample path matches ${route.path}`);
    return `${route.pattern.mount}${sample}`;
  }
  const values = Object.fromEntries(
    pathParamNames(route.path).map((name) => [name, PLAUSIBLE_PARAMS[name] ?? '1']),
  );
  return fillPath(route.path, values);
}

// A day from two days to about two years ahead: never 'today' in any time zone.
const futureDay = fc.integer({ min: 2, max: 700 }).map((days) => daysAhead(days));

/** Keyed 'METHOD /path' as listRoutes() writes them. Routes not listed get generic bodies. */
export function routeExamples(f: Fixtures): Record<string, RouteExample> {
  return {
    'POST /api/auth/login': { body: { ...TEST_ADMIN } },
    'POST /api/analytics/conversion': {
      body: {
        eventType: 'reservation_start',
        sessionId: 'fuzz-session-0001',
        metadata: { step: 'details', guests: 2, reservationId: f.reservationId, returning: false },
      },
    },
    'POST /api/analytics/pageview': {
      body: {
        path: '/book?utm_source=newsletter',
        sessionId: 'fuzz-session-0001',
        deviceInfo: {
          userAgent:
            'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
          language: 'en-IN',
          screenSize: '1280x800',
        },
        referrer: 'https://www.google.com/',
      },
    },
    'GET /api/analytics/dashboard': { query: { startDate: daysAhead(-29), endDate: daysAhead(0) } },
    'GET /api/analytics/overview': {},
    'GET /api/content/:sectionName': { params: { sectionName: 'about' } },
    'PATCH /api/content/:sectionName': {
      params: { sectionName: 'footer' },
      body: {
        title: 'Find us',
        content: 'Open every evening.\nPlease book ahead.',
        imageUrl: '/uploads/dining-room.jpg',
        extraData: {
          contact: { address: '12 MG Road', phone: '+91 80 1234 5678', email: 'hi@example.com' },
          hours: { weekdays: '6 PM - 11 PM', monday: 'Closed' },
        },
      },
    },
    'PUT /api/site-settings/contact': {
      body: {
        phone: '+91 80 1234 5678',
        email: 'hello@example.com',
        address: '12 MG Road\nBengaluru',
        openingHours: 'Daily, 6 PM - 11 PM',
      },
    },
    'PUT /api/site-settings/social': {
      body: {
        facebook: 'https://facebook.com/tastingroom',
        instagram: 'https://instagram.com/tastingroom',
        twitter: '',
        youtube: 'https://youtube.com/@tastingroom',
      },
    },
    'PUT /api/site-settings/corporate-ordering': { body: { value: 'true' } },
    'POST /api/media/upload': {
      multipart: { fields: { purpose: 'gallery' }, fileName: 'dining-room.png' },
    },
    'DELETE /api/media/:id': { params: { id: String(f.mediaId) } },
    'GET /api/availability': { query: { date: f.date } },
    'GET /api/availability/nearest': {
      query: { date: f.date, timeSlot: '7:00 PM - 8:00 PM', guests: '2' },
    },
    'POST /api/reservations': {
      body: bookingExample(f.date),
      fresh: fc.record({ date: futureDay }),
    },
    'POST /api/reservations/email-proof': { body: { email: 'guest@example.com' } },
    'PATCH /api/reservations/:id/status': {
      params: { id: String(f.reservationId) },
      body: { status: 'cancelled' },
    },
    'POST /api/reservations/staff': {
      body: { ...bookingExample(f.date), source: 'phone' },
      fresh: fc.record({ date: futureDay }),
    },
    'PATCH /api/reservations/:id': {
      params: { id: String(f.reservationId) },
      body: bookingExample(f.date),
    },
    'GET /api/reservations/manage/:token': { params: { token: f.manageToken } },
    'PATCH /api/reservations/manage/:token': {
      params: { token: f.manageToken },
      body: { date: f.date, timeSlot: '7:00 PM - 8:00 PM', guests: 2, vegCount: 2, nonVegCount: 0 },
    },
    'PUT /api/reservations/manage/:token/needs': {
      params: { token: f.manageToken },
      body: {
        dietaryNeeds: [{ menu: 'veg', allergens: ['milk'], preferences: ['jain'], note: 'Mild' }],
        occasion: 'birthday',
        occasionNote: 'Her 40th',
      },
    },
    'POST /api/reservations/manage/:token/cancel': { params: { token: f.manageToken } },
    'POST /api/reservations/verify-payment': {
      body: {
        reservationId: f.reservationId,
        razorpay_payment_id: 'pay_Example00000001',
        razorpay_order_id: 'order_Example0000001',
        razorpay_signature: 'a'.repeat(64),
      },
    },
    'POST /api/reservations/:id/refund': {
      params: { id: String(f.reservationId) },
      body: { amount: 10_000 },
    },
    // 'none', so the fuzzing never asks the other examples' bookings to pay.
    'PUT /api/site-settings/booking-payments': {
      body: {
        kind: 'none',
        depositPerGuestRupees: 1000,
        weekdays: [5, 6],
        minGuests: 1,
        cancellationHours: 48,
        holdMinutes: 15,
      },
    },
    'GET /api/service-sheet': { query: { date: f.date } },
    'POST /api/time-slots': {
      body: { startTime: '22:30', endTime: '23:30', maxCapacity: 10, isActive: false },
    },
    'PUT /api/time-slots/:id': { params: { id: '3' }, body: { order: 2 } },
    'POST /api/special-nights': {
      body: { ...specialNightExample(), date: daysAhead(660), toDate: daysAhead(660) },
    },
    'PUT /api/special-nights/:id': {
      params: { id: String(f.specialNightId) },
      body: specialNightExample(),
    },
    'DELETE /api/special-nights/:id': { params: { id: String(f.specialNightId) } },
    'PUT /api/tasting-menu/:menu': { params: { menu: 'veg' }, body: TASTING_MENU_EXAMPLE },
    'POST /api/reservations/manage/:token/attendance': { params: { token: f.manageToken } },
    'PUT /api/reservations/:id/attendance': {
      params: { id: String(f.reservationId) },
      body: { attendance: 'arrived' },
    },
    'POST /api/waitlist': {
      body: { ...waitlistExample(f.date), guests: 4 },
      fresh: fc.record({ date: futureDay }),
    },
    'GET /api/waitlist/manage/:token': { params: { token: f.waitlistToken } },
    'DELETE /api/waitlist/manage/:token': { params: { token: f.waitlistToken } },
    'POST /api/waitlist/claim/:token': {
      params: { token: f.waitlistToken },
      body: {
        vegCount: 1,
        nonVegCount: 1,
        specialRequests: 'We waited',
        dietaryNeeds: [{ menu: 'veg', allergens: ['milk'], preferences: ['jain'] }],
        occasion: 'birthday',
      },
    },
    'GET /api/waitlist': { query: { date: f.date } },
    'POST /api/waitlist/:id/offer': { params: { id: String(f.waitlistEntryId) } },
    'DELETE /api/waitlist/:id': { params: { id: String(f.waitlistEntryId) } },
    'GET /api/guests': { query: { query: 'asha' } },
    'GET /api/guests/:id': { params: { id: String(f.guestId) } },
    'PATCH /api/guests/:id': {
      params: { id: String(f.guestId) },
      body: { note: 'Prefers the window.\nAllergic to nothing we know of.' },
    },
    'POST /api/blocked-slots': {
      body: { date: f.date, timeSlot: '9:00 PM - 10:00 PM', reason: 'Private event' },
      fresh: fc.record({ date: futureDay }),
    },
    'DELETE /api/blocked-slots/:id': { params: { id: String(f.blockedSlotId) } },
    'POST /api/menu': { body: MENU_ITEM_EXAMPLE },
    'PATCH /api/menu/:id': {
      params: { id: String(f.menuItemId) },
      body: { price: 450, isActive: true, category: 'Mains' },
    },
    'DELETE /api/menu/:id': { params: { id: String(f.spareMenuItemId) } },
    'POST /api/corporate-orders/create': { body: checkoutExample(f.menuItemId) },
    'POST /api/corporate-orders/verify-payment': {
      body: { orderId: f.order.id, ...f.order.payment },
    },
    'PATCH /api/corporate-orders/:id/status': {
      params: { id: String(f.order.id) },
      body: { status: 'approved' },
    },
    'POST /api/corporate-orders/:id/check-payment': { params: { id: String(f.order.id) } },
    'GET /api/corporate-orders/by-token/:token': { params: { token: f.order.token } },
    'GET /api/corporate-orders/:id/invoice.pdf': { params: { id: String(f.order.id) } },
    'GET /api/corporate-orders/:id/credit-note.pdf': { params: { id: String(f.order.id) } },
    'GET /api/orders/:token/invoice.pdf': { params: { token: f.order.token } },
    'GET /api/orders/:token/credit-note.pdf': { params: { token: f.order.token } },
    'GET /api/site-settings/legal': {},
    'PUT /api/site-settings/legal': { body: LEGAL_EXAMPLE },
    'POST /api/quote-requests': {
      body: quoteExample(),
      fresh: fc.record({ eventDate: futureDay }),
    },
    'GET /api/quote-requests': {},
    'PATCH /api/quote-requests/:id': {
      params: { id: String(f.quoteRequestId) },
      body: { status: 'answered' },
    },
    'GET /api/payments/sandbox/links/:linkId': { params: { linkId: f.paymentLinkId } },
    'POST /api/payments/sandbox/links/:linkId/pay': {
      params: { linkId: f.paymentLinkId },
      body: { outcome: 'fail' },
    },
    'POST /api/payments/sandbox/pay': {
      body: { razorpayOrderId: f.order.razorpayOrderId, outcome: 'fail' },
    },
    // A wrong current password: the fuzzer must never actually change the admin's password
    // (that would end the staff session every other case uses).
    'POST /api/auth/password': {
      body: { currentPassword: 'not-the-password', newPassword: 'tamarind-quill-47' },
    },
    'POST /api/users': {
      body: { username: 'fuzz.waiter', password: 'saffron-lantern-93', isAdmin: false },
    },
    'PATCH /api/users/:id': { params: { id: String(f.spareUserId) }, body: { disabled: false } },
    'POST /api/users/:id/password': {
      params: { id: String(f.spareUserId) },
      body: { password: 'monsoon-kettle-58' },
    },
    'GET /api/audit': {
      query: { area: 'menu', from: daysAhead(-7), to: daysAhead(0), limit: '20' },
    },
  };
}

/** A booking of two on `date` at the first seating. */
function bookingExample(date: string) {
  return {
    name: 'Asha Rao',
    email: 'asha.rao@example.com',
    phone: '+91 98765 43210',
    date,
    timeSlot: '7:00 PM - 8:00 PM',
    guests: 2,
    vegCount: 1,
    nonVegCount: 1,
    specialRequests: 'A table by the window, please',
    dietaryNeeds: [{ menu: 'non-veg', allergens: ['tree_nuts'], preferences: [], note: 'Severe' }],
    occasion: 'anniversary',
    occasionNote: 'Our tenth',
  };
}

const TASTING_MENU_EXAMPLE = {
  courses: [
    {
      courseNumber: 1,
      name: 'Pani puri',
      description: 'Spiced potato, tamarind water.',
      allergens: ['gluten'],
      ingredients: ['root_vegetables'],
    },
    { courseNumber: 2, name: 'Charred corn', description: 'Brown butter.', allergens: ['milk'] },
  ],
};
/** A party of two asking to wait for the 9 PM seating of `date`. */
function waitlistExample(date: string) {
  return {
    name: 'Kiran Menon',
    email: 'kiran.menon@example.com',
    phone: '+91 98765 11111',
    date,
    timeSlot: '9:00 PM - 10:00 PM',
    guests: 2,
  };
}

const MENU_ITEM_EXAMPLE = {
  name: 'Paneer Tikka Box',
  description: 'Charred paneer, mint chutney.\nServes one.',
  category: 'Starters',
  imageUrl: '/uploads/paneer.webp',
  courseNumber: 2,
  price: 450,
  isActive: true,
};

/** The restaurant's legal details, registered in Karnataka. */
const LEGAL_EXAMPLE = {
  legalName: 'Tasting Room Hospitality LLP',
  address: '12 Lavelle Road\nBengaluru 560001',
  state: '29',
  gstin: '29AAGCB7383J1Z4',
  fssaiLicence: '11224999000123',
  invoicePrefix: 'TTR',
  sac: '996334',
};

/** A quote request for an event three weeks ahead. */
function quoteExample() {
  return {
    name: 'Meera Iyer',
    company: 'Acme Infotech',
    email: 'meera@acme.example',
    phone: '+91 98450 12345',
    eventDate: daysAhead(21),
    guests: 80,
    message: 'Lunch for our annual day.\nMostly vegetarian.',
  };
}

/** Two boxes of the ₹450 item: 900 rupees and 5% GST, invoiced to a company in Maharashtra. */
function checkoutExample(menuItemId: number) {
  return {
    billing: {
      legalName: 'Acme Infotech Private Limited',
      gstin: '27AAPFU0939F1ZV',
      address: 'Unit 401, Tech Park\nMumbai 400069',
      state: '27',
      poNumber: 'PO-2026-118',
    },
    items: [{ itemId: menuItemId, name: 'Paneer Tikka Box', price: 450, quantity: 2 }],
    totalAmount: 94500,
    deliveryDetails: {
      name: 'Asha Rao',
      companyName: 'Acme Software',
      contactNumber: '+91 98765 43210',
      email: 'asha.rao@example.com',
      deliveryAddress: '4th floor, 12 MG Road\nBengaluru 560001',
      deliveryDate: daysAhead(10),
      deliveryTime: '12:30 PM',
      specialInstructions: 'Call at reception',
    },
    status: 'pending',
    paymentStatus: 'pending',
  };
}

/** A day `days` ahead of now, as the booking form writes it. */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

async function expectJson(
  res: Response,
  status: number,
  what: string,
): Promise<Record<string, unknown>> {
  const text = await res.text();
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** Creates the rows the examples point at, through the API as staff and a guest would. */
export async function createFixtures(
  baseUrl: string,
  staffCookie: string,
  db: Db,
): Promise<Fixtures> {
  const date = daysAhead(30);
  const png = await samplePng(16, 16);
  const json = { ...SAME_ORIGIN, 'Content-Type': 'application/json' };
  const booked = await expectJson(
    await fetch(`${baseUrl}/api/reservations`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(bookingExample(date)),
    }),
    201,
    'booking the example reservation',
  );
  const blocked = await expectJson(
    await fetch(`${baseUrl}/api/blocked-slots`, {
      method: 'POST',
      headers: { ...json, Cookie: staffCookie },
      body: JSON.stringify({ date, timeSlot: '8:00 PM - 9:00 PM', reason: 'Staff training' }),
    }),
    201,
    'blocking the example seating',
  );
  const form = new FormData();
  form.append('purpose', 'gallery');
  form.append('file', new Blob([new Uint8Array(png)]), 'dining-room.png');
  const media = await expectJson(
    await fetch(`${baseUrl}/api/media/upload`, {
      method: 'POST',
      headers: { ...SAME_ORIGIN, Cookie: staffCookie },
      body: form,
    }),
    201,
    'uploading the example image',
  );
  const staffJson = { ...json, Cookie: staffCookie };
  const post = async (path: string, body: unknown, headers: Record<string, string>, what: string) =>
    expectJson(
      await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
      path.endsWith('/pay') || path.endsWith('/verify-payment') ? 200 : 201,
      what,
    );
  const item = await post('/api/menu', MENU_ITEM_EXAMPLE, staffJson, 'adding the example dish');
  const spare = await post('/api/menu', MENU_ITEM_EXAMPLE, staffJson, 'adding the spare dish');
  await expectJson(
    await fetch(`${baseUrl}/api/site-settings/corporate-ordering`, {
      method: 'PUT',
      headers: staffJson,
      body: JSON.stringify({ value: 'true' }),
    }),
    200,
    'opening corporate ordering',
  );
  await expectJson(
    await fetch(`${baseUrl}/api/site-settings/legal`, {
      method: 'PUT',
      headers: staffJson,
      body: JSON.stringify(LEGAL_EXAMPLE),
    }),
    200,
    'saving the legal details, so paid orders are invoiced',
  );
  const waiter = await post(
    '/api/users',
    { username: 'spare.waiter', password: 'cardamom-harbour-71', isAdmin: false },
    staffJson,
    'adding the spare staff account',
  );
  const order = await post(
    '/api/corporate-orders/create',
    checkoutExample(item.id as number),
    json,
    'checking out the example order',
  );
  const payment = await post(
    '/api/payments/sandbox/pay',
    { razorpayOrderId: order.razorpayOrderId, outcome: 'pay' },
    json,
    'paying the example order in the sandbox',
  );
  // An order paid by link: its sandbox link, found through the staff list.
  await post(
    '/api/corporate-orders/create',
    {
      ...checkoutExample(item.id as number),
      paymentMode: 'link',
      accountsEmail: 'ap@acme.example',
    },
    json,
    'checking out the example order by payment link',
  );
  const listed = await fetch(`${baseUrl}/api/corporate-orders`, {
    headers: { Cookie: staffCookie },
  });
  const linked = ((await listed.json()) as { paymentLink: { url: string } | null }[]).find(
    (o) => o.paymentLink,
  );
  if (!linked) throw new Error('the example link order has no payment link');
  const quote = await post('/api/quote-requests', quoteExample(), json, 'asking for a quote');
  // The night's 9 PM seating, full, and a party waiting for it (its link rebuilt from its salt,
  // as the server builds it for the mails).
  await post(
    '/api/reservations/staff',
    {
      ...bookingExample(date),
      timeSlot: '9:00 PM - 10:00 PM',
      guests: 10,
      vegCount: 9,
      nonVegCount: 1,
      source: 'phone',
    },
    staffJson,
    'filling the example night’s last seating',
  );
  const waiting = await post('/api/waitlist', waitlistExample(date), json, 'joining the waitlist');
  const [entry] = await db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, waiting.id as number));
  const waitlistUrl = waitlistLinks(TEST_SESSION_SECRET, PUBLIC_URL).urlOf(entry!.tokenSalt);
  const special = await post(
    '/api/special-nights',
    specialNightExample(),
    staffJson,
    'adding the example special night',
  );
  const [bookedRow] = await db
    .select({ guestId: reservations.guestId })
    .from(reservations)
    .where(eq(reservations.id, booked.id as number));
  return {
    date,
    paymentLinkId: linked.paymentLink!.url.split('/').pop()!,
    quoteRequestId: quote.id as number,
    waitlistEntryId: waiting.id as number,
    waitlistToken: waitlistUrl.split('/').pop()!,
    guestId: bookedRow!.guestId!,
    menuItemId: item.id as number,
    spareMenuItemId: spare.id as number,
    order: {
      id: order.id as number,
      razorpayOrderId: String(order.razorpayOrderId),
      payment: payment as Record<string, string>,
      token: String(order.orderToken),
    },
    reservationId: booked.id as number,
    manageToken: String(booked.manageUrl).split('/').pop()!,
    blockedSlotId: blocked.id as number,
    mediaId: media.id as number,
    spareUserId: waiter.id as number,
    png,
    specialNightId: special.id as number,
  };
}
