import type { SeedQuery } from './own-server';
import { SEATING } from './test-data';

// A restaurant in its second year, written straight into the database (booking thousands of
// tables through the API would take minutes): past nights of completed and cancelled bookings by
// a few hundred returning guests, one booking from last year under a name nobody else has, and
// a few parties tonight. Dates are the restaurant's (Asia/Kolkata, the server's default zone).

export const HISTORY = { pastBookings: 3000, guests: 600, nights: 700 } as const;

export const LAST_YEAR_GUEST = {
  name: 'Ottoline Vashishtha',
  email: 'ottoline.vashishtha@example.com',
  phone: '+91 99887 76655',
} as const;

export const TONIGHT_GUESTS = [
  { name: 'Tonight Firstseating', email: 'tonight.first@example.com', phone: '+91 91234 50001' },
  { name: 'Tonight Thirdseating', email: 'tonight.third@example.com', phone: '+91 91234 50002' },
] as const;

/** The restaurant's date `days` from today (negative: past). */
export function restaurantDate(days = 0): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);
}

/** Every booking the seed writes. */
export const SEEDED_BOOKINGS = HISTORY.pastBookings + 1 + TONIGHT_GUESTS.length;
/** Every guest the seed writes. */
export const SEEDED_GUESTS = HISTORY.guests + 1 + TONIGHT_GUESTS.length;

export const lastYearNight = () => restaurantDate(-370);

async function addGuest(
  query: SeedQuery,
  guest: { name: string; email: string; phone: string },
  booking: { date: string; timeSlot: string; status: string },
): Promise<void> {
  await query(
    `with g as (insert into guests (email_key, phone_key, note, created_at)
                values ($2, right(regexp_replace($3, '\\D', '', 'g'), 10), '', now()) returning id)
     insert into reservations (name, email, phone, date, time_slot, guests, veg_count, non_veg_count,
                               status, total_amount, source, guest_id, created_at, email_verified)
     select $1, $2, $3, $4, $5, 2, 1, 1, $6, 419790, 'online', g.id, now(), true from g`,
    [guest.name, guest.email, guest.phone, booking.date, booking.timeSlot, booking.status],
  );
}

/** Writes the history (see above) into a database the server has migrated and seeded. */
export async function seedHistory(query: SeedQuery): Promise<void> {
  const h = HISTORY;
  await query(
    `insert into guests (email_key, phone_key, note, created_at)
     select 'diner' || g || '@example.com', (9000000000 + g)::text, '', now() - interval '730 days'
     from generate_series(1, $1::int) as g`,
    [h.guests],
  );
  // Nights from `nights` ago to yesterday, in the seeded seatings; one in ten cancelled.
  await query(
    `with first_guest as (select min(id) as id from guests where email_key like 'diner%'),
          b as (select g, ($4::date - 1 - (g % $2::int))::date as night,
                       1 + (g * 7919) % $3::int as diner
                from generate_series(1, $1::int) as g)
     insert into reservations (name, email, phone, date, time_slot, guests, veg_count, non_veg_count,
                               status, total_amount, source, guest_id, created_at, email_verified)
     select 'Diner ' || b.diner || ' ' || (array['Rao','Iyer','Shah','Das','Menon','Kapoor'])[1 + b.diner % 6],
            'diner' || b.diner || '@example.com',
            '+91 ' || (9000000000 + b.diner)::text,
            to_char(b.night, 'YYYY-MM-DD'),
            (array[$5, $6, $7])[1 + b.g % 3],
            2, 1, 1,
            case when b.g % 10 = 0 then 'cancelled' else 'completed' end,
            419790, 'online',
            (select id from first_guest) + b.diner - 1,
            b.night - interval '10 days', true
     from b`,
    [
      h.pastBookings,
      h.nights,
      h.guests,
      restaurantDate(),
      SEATING.first,
      SEATING.second,
      SEATING.third,
    ],
  );
  await addGuest(query, LAST_YEAR_GUEST, {
    date: lastYearNight(),
    timeSlot: SEATING.second,
    status: 'completed',
  });
  const tonight = restaurantDate();
  await addGuest(query, TONIGHT_GUESTS[0], {
    date: tonight,
    timeSlot: SEATING.first,
    status: 'confirmed',
  });
  await addGuest(query, TONIGHT_GUESTS[1], {
    date: tonight,
    timeSlot: SEATING.third,
    status: 'confirmed',
  });
}
