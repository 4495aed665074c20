// Two years of a tasting-menu restaurant, made by a few INSERT ... SELECT generate_series
// statements (the same SQL on PostgreSQL and PGlite): 25,000 bookings, 8,000 guests, 1,000,000
// page views, 5,000 audit entries, 2,000 corporate orders, 600 quote requests, 400 media files.
import { seedTraffic } from './traffic.mjs';

export const HISTORY = {
  bookings: 25_000,
  guests: 8_000,
  pageViews: 1_000_000,
  pageViewDays: 90,
  sessions: 150_000,
  audit: 5_000,
  corporateOrders: 2_000,
  quoteRequests: 600,
  mediaFiles: 400,
  /** Nights from two years ago up to four weeks ahead (today's among them). */
  pastNights: 700,
  futureNights: 30,
};

/** Runs the seed through `query(sql, params)` (pg.Client or PGlite); answers seconds taken. */
export async function seedHistory(query) {
  const started = performance.now();
  const h = HISTORY;
  await query(
    `insert into guests (email_key, phone_key, note, created_at)
     select 'diner' || g || '@example.com', (9000000000 + g)::text,
            case when g % 10 = 0 then 'Prefers the window table' else '' end,
            now() - make_interval(days => 730)
     from generate_series(1, $1) as g`,
    [h.guests],
  );
  // Each booking's night runs from pastNights ago to futureNights ahead, about 34 a night, in
  // the restaurant's seatings; past nights are completed (one in ten cancelled), later ones
  // confirmed. A guest books about three times.
  await query(
    `with slots as (select array_agg(slot order by "order", id) as s from time_slots where is_active),
          first_guest as (select min(id) as id from guests where email_key like 'diner%'),
          b as (
            select g, (current_date - $2::int + (g % ($2::int + $3::int)))::date as night,
                   1 + (g * 7919) % $4::int as diner
            from generate_series(1, $1::int) as g)
     insert into reservations (name, email, phone, date, time_slot, guests, veg_count, non_veg_count,
                               special_requests, status, total_amount, source, guest_id,
                               cancelled_by, created_at, email_verified)
     select 'Diner ' || b.diner || ' ' || (array['Rao','Iyer','Shah','Das','Menon','Kapoor'])[1 + b.diner % 6],
            'diner' || b.diner || '@example.com',
            '+91 ' || (9000000000 + b.diner)::text,
            to_char(b.night, 'YYYY-MM-DD'),
            (select s[1 + b.g % array_length(s, 1)] from slots),
            2 + b.g % 3, 1, 1 + b.g % 3,
            case when b.g % 9 = 0 then 'Anniversary, a quiet table please' end,
            case when b.night >= current_date then 'confirmed'
                 when b.g % 10 = 0 then 'cancelled' else 'completed' end,
            round((949 + 999 * (1 + b.g % 3)) * 1.05 * 100)::int,
            (array['online','online','online','phone','walk_in'])[1 + b.g % 5],
            (select id from first_guest) + b.diner - 1,
            case when b.night < current_date and b.g % 10 = 0 then 'guest' end,
            b.night - make_interval(days => 1 + b.g % 40),
            true
     from b`,
    [h.bookings, h.pastNights, h.futureNights, h.guests],
  );
  await seedTraffic(query, { views: h.pageViews, sessions: h.sessions, days: h.pageViewDays });
  await query(
    `insert into audit_log (at, user_id, username, area, action, entity_id, before, after)
     select now() - make_interval(mins => g * 200), 1, 'admin',
            (array['reservations','menu','content','corporate-orders','guests'])[1 + g % 5],
            'update', (g % 900)::text,
            jsonb_build_object('status', 'confirmed'), jsonb_build_object('status', 'completed')
     from generate_series(1, $1) as g`,
    [h.audit],
  );
  await query(
    `insert into corporate_orders (company_name, contact_person, email, phone, event_type, attendees,
                                   event_date, status, total_amount, payment_status, order_items,
                                   delivery_address, created_at)
     select 'Company ' || g, 'Contact ' || g, 'buyer' || g || '@example.com', '+91 98' || lpad(g::text, 8, '0'),
            'Offsite', 20 + g % 80, to_char(current_date - (g % 700), 'YYYY-MM-DD'),
            (array['completed','approved','cancelled','pending'])[1 + g % 4],
            (20 + g % 80) * 99900, case when g % 4 = 3 then 'pending' else 'completed' end,
            jsonb_build_array(jsonb_build_object('name', 'Tasting box', 'quantity', 20 + g % 80, 'price', 999)),
            'Floor ' || (g % 20) || ', Tech Park, Bengaluru',
            now() - make_interval(hours => g * 8)
     from generate_series(1, $1) as g`,
    [h.corporateOrders],
  );
  await query(
    `insert into quote_requests (name, company, email, phone, event_date, guests, message, status, created_at, updated_at)
     select 'Planner ' || g, 'Firm ' || g, 'planner' || g || '@example.com', '+91 97' || lpad(g::text, 8, '0'),
            to_char(current_date + (g % 90), 'YYYY-MM-DD'), 10 + g % 50, 'A team dinner',
            'new', now() - make_interval(days => g), now() - make_interval(days => g)
     from generate_series(1, $1) as g`,
    [h.quoteRequests],
  );
  // Photos and menus uploaded over two years (rows only: the screens read the list, not files).
  await query(
    `insert into media_files (file_name, file_type, file_path, file_size, purpose, upload_date)
     select 'photo-' || g || '.jpg', 'image/jpeg', '/uploads/bench-' || g || '.jpg', 250000,
            (array['gallery', 'dish', 'ambiance', 'chef', 'hero', 'about-image', 'reservation', 'other'])[1 + g % 8],
            now() - make_interval(days => g * 2)
     from generate_series(1, $1) as g`,
    [h.mediaFiles],
  );
  // What autovacuum does soon after a bulk load: statistics and the visibility map.
  for (const table of [
    'guests',
    'reservations',
    'page_views',
    'analytics_sessions',
    'conversion_events',
    'audit_log',
    'corporate_orders',
    'quote_requests',
    'media_files',
  ]) {
    await query(`vacuum analyze ${table}`);
  }
  return Number(((performance.now() - started) / 1000).toFixed(1));
}
