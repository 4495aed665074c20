import type { SeedQuery } from './own-server';

// A second year of catering and uploads, written straight into the database: recent settled
// corporate orders, a few still waiting for payment and one from last year under a name nobody
// else has; quote requests likewise; a media library of gallery photos and one older terrace
// photo. Enough of each for more than one page of its staff screen.

export const CATERING = {
  settledOrders: 60,
  awaitingOrders: 3,
  quotes: 40,
  newQuotes: 5,
  photos: 30,
};

export const LAST_YEAR_ORDER = { company: 'Marigold Weddings', contact: 'Ishani Bose' } as const;
export const LAST_YEAR_QUOTE = { company: 'Harbour Events', name: 'Zubin Mistry' } as const;
export const OLD_PHOTO = 'terrace-sunset.jpg';

/** Every order, request and file the seed writes. */
export const SEEDED_ORDERS = CATERING.settledOrders + CATERING.awaitingOrders + 1;
export const SEEDED_QUOTES = CATERING.quotes + 1;
export const SEEDED_FILES = CATERING.photos + 1;

export async function seedCateringHistory(query: SeedQuery): Promise<void> {
  const c = CATERING;
  // Settled orders over the last two months, one in ten cancelled (and refunded).
  await query(
    `insert into corporate_orders (company_name, contact_person, email, phone, attendees, total_amount,
                                   status, payment_status, created_at)
     select 'Caterco ' || g, 'Buyer ' || g, 'buyer' || g || '@caterco.example', '+91 98450 00000', 20, 2998000,
            case when g % 10 = 0 then 'cancelled' else 'completed' end,
            case when g % 10 = 0 then 'refunded' else 'completed' end,
            now() - g * interval '1 day'
     from generate_series(1, $1::int) as g`,
    [c.settledOrders],
  );
  await query(
    `insert into corporate_orders (company_name, contact_person, email, phone, attendees, total_amount,
                                   status, payment_status, created_at)
     select 'Awaiting Co ' || g, 'Waiting ' || g, 'wait' || g || '@example.com', '+91 98450 00000', 20, 2998000,
            'pending', 'not_paid', now() - g * interval '3 hours'
     from generate_series(1, $1::int) as g`,
    [c.awaitingOrders],
  );
  await query(
    `insert into corporate_orders (company_name, contact_person, email, phone, attendees, total_amount,
                                   status, payment_status, created_at)
     values ($1, $2, 'ishani@marigold.example', '+91 98450 00000', 80, 11992000, 'completed', 'completed',
             now() - interval '370 days')`,
    [LAST_YEAR_ORDER.company, LAST_YEAR_ORDER.contact],
  );
  // Requests over the last months, the newest few still new.
  await query(
    `insert into quote_requests (name, company, email, phone, event_date, guests, status, created_at)
     select 'Planner ' || g, 'Firm ' || g, 'planner' || g || '@example.com', '+91 98450 11111',
            to_char(now() + interval '30 days', 'YYYY-MM-DD'), 40,
            case when g <= $2::int then 'new' when g % 2 = 0 then 'answered' else 'closed' end,
            now() - g * interval '2 days'
     from generate_series(1, $1::int) as g`,
    [c.quotes, c.newQuotes],
  );
  await query(
    `insert into quote_requests (name, company, email, phone, event_date, guests, status, created_at)
     values ($1, $2, 'zubin@harbour.example', '+91 98450 22222', '2025-12-20', 150, 'closed',
             now() - interval '370 days')`,
    [LAST_YEAR_QUOTE.name, LAST_YEAR_QUOTE.company],
  );
  await query(
    `insert into media_files (file_name, file_type, file_path, file_size, purpose, upload_date)
     select 'gallery-' || g || '.jpg', 'image/jpeg', '/uploads/seeded-gallery-' || g || '.jpg', 1000,
            'gallery', now() - g * interval '1 day'
     from generate_series(1, $1::int) as g`,
    [c.photos],
  );
  await query(
    `insert into media_files (file_name, file_type, file_path, file_size, purpose, upload_date)
     values ($1, 'image/jpeg', '/uploads/seeded-terrace.jpg', 1000, 'ambiance', now() - interval '370 days')`,
    [OLD_PHOTO],
  );
}
