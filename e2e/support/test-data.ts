import type { APIRequestContext } from '@playwright/test';
import type { BlockedSlotDto, BookedReservationDto } from '@shared/contracts/reservation';
import { daysFromNow } from './date-picker';

// Each test makes the rows it needs through the API, with values no other test uses, and never
// reads a row another test made. Every test file has a server (and database) of its own; tests
// of one file run one after another in one worker, so a counter in this module is enough to
// keep their dates and guests apart.
//
// The booking limits count per network, and every test server trusts a proxy on 127.0.0.1
// (TRUST_PROXY=loopback, support/own-server.ts). createBooking says each booking comes from a
// network of its own (X-Forwarded-For), so the data a test makes never uses up the budget of
// the page under test, which books from 127.0.0.1 like a diner and meets the limits and the
// robot check as one would.

/** The seatings the server seeds (shared/constants.ts SEATINGS). */
export const SEATING = {
  first: '7:00 PM - 8:00 PM',
  second: '8:00 PM - 9:00 PM',
  third: '9:00 PM - 10:00 PM',
} as const;

let dates = 0;
let guests = 0;
let networks = 0;

/**
 * An address (198.18.0.0/15, set aside for tests) that no other call in this run returns, for
 * X-Forwarded-For: a request carrying it counts against a network of its own.
 */
export function uniqueNetwork(): string {
  networks += 1;
  const n = ((process.pid % 512) * 256 + networks) % 131_072;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * A yyyy-MM-dd date at least two weeks ahead that no other recent call in this worker returns,
 * so the test has the whole night to itself (every seating empty, nothing blocked). The dates
 * run round within 87 days, inside the booking window (90 days ahead); each test file has a
 * server of its own, so a date seen again belongs to another file's database.
 */
export function uniqueDate(): string {
  dates += 1;
  return daysFromNow(14 + ((dates * 3) % 73));
}

export type Guest = { name: string; email: string; phone: string };

/** A diner no other test books as, so the per-guest caps and searches see only this test's. */
export function uniqueGuest(firstName = 'Guest'): Guest {
  guests += 1;
  const n = String(((process.pid % 1000) * 100 + guests) % 100_000).padStart(5, '0');
  return {
    name: `${firstName} Test${n}`,
    email: `${firstName.toLowerCase()}.test${n}@example.com`,
    phone: `+91 98765 ${n}`,
  };
}

export type BookingInput = Guest & {
  date: string;
  timeSlot: string;
  guests: number;
  vegCount: number;
  nonVegCount: number;
  specialRequests?: string;
};

/**
 * Books a table through POST /api/reservations (201 or it throws) and returns the booking with
 * its manage link. Defaults: a unique guest, a unique date, the first seating, 2 non-veg guests,
 * sent from a network of its own; `fromOwnAddress` sends it from the context's own address
 * (127.0.0.1) instead, so it counts against the limits the page under test meets.
 */
export async function createBooking(
  api: APIRequestContext,
  overrides: Partial<BookingInput> = {},
  { fromOwnAddress = false }: { fromOwnAddress?: boolean } = {},
): Promise<BookedReservationDto> {
  const guestCount = overrides.guests ?? 2;
  const vegCount = overrides.vegCount ?? 0;
  const data: BookingInput = {
    ...uniqueGuest(),
    date: uniqueDate(),
    timeSlot: SEATING.first,
    guests: guestCount,
    vegCount,
    nonVegCount: overrides.nonVegCount ?? guestCount - vegCount,
    ...overrides,
  };
  const headers: Record<string, string> = fromOwnAddress
    ? {}
    : { 'X-Forwarded-For': uniqueNetwork() };
  const res = await api.post('/api/reservations', { data, headers });
  if (res.status() !== 201) throw new Error(`booking failed: ${res.status()} ${await res.text()}`);
  return res.json();
}

/** Blocks a seating through POST /api/blocked-slots (staff only); a unique date by default. */
export async function blockSeating(
  staffApi: APIRequestContext,
  overrides: { date?: string; timeSlot?: string; reason?: string } = {},
): Promise<BlockedSlotDto> {
  const data = { date: uniqueDate(), timeSlot: SEATING.first, ...overrides };
  const res = await staffApi.post('/api/blocked-slots', { data });
  if (res.status() !== 201) throw new Error(`block failed: ${res.status()} ${await res.text()}`);
  return res.json();
}
