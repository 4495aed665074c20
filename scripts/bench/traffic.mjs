// What the dashboard and history benches share: generated website traffic, and a staff sign-in.

const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

/**
 * `views` page views over the last `days` days from `sessions` sessions (one view in 50 by a
 * signed-in staff user, staff pages among the paths, paths weighted towards the first ones,
 * stored in time order as they arrive in real life), the sessions they make, and one funnel
 * event for every 20 views. Runs through `query(sql, params)` (pg.Client or PGlite).
 */
export async function seedTraffic(query, { views, sessions, days }) {
  await query(
    `insert into page_views (path, session_id, user_id, device_info, referrer, created_at, viewed_at)
     select (array['/', '/book', '/corporate', '/contact', '/reservation/:token', '/login',
                   '/staff', '/staff/reservations', '/no-such-page'])[1 + floor(power(random(), 2) * 9)::int],
            'bench-session-' || (g % $2),
            case when g % 50 = 0 then 1 end,
            jsonb_build_object('userAgent', $3::text, 'language', 'en-IN', 'screenSize', '1280x800'),
            case when g % 7 = 0 then 'https://www.google.com/' end,
            at, at
     from (select g, now() - random() * make_interval(days => $4) as at
           from generate_series(1, $1) as g) as generated
     order by at`,
    [views, sessions, USER_AGENT, days],
  );
  await query(
    `insert into analytics_sessions (session_id, first_seen, last_seen, total_visits, first_public_view_at)
     select session_id, min(created_at), max(created_at), 1,
            min(created_at) filter (where user_id is null and path !~ '^/staff(/|$)' and path <> '/login')
     from page_views group by session_id`,
  );
  await query(
    `insert into conversion_events (event_type, session_id, timestamp)
     select (array['reservation_start', 'reservation_form_filled'])[1 + g % 2],
            'bench-session-' || (g % $2), now() - random() * make_interval(days => $3)
     from generate_series(1, $1) as g`,
    [views / 20, sessions, days],
  );
}

/** Signs in as the seeded admin; answers the session cookie to send. */
export async function signInAsAdmin(base, password) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ username: 'admin', password }),
  });
  if (res.status !== 200) throw new Error(`bench sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * The server queued its daily rollup at start, before the traffic existed; bring that job
 * forward and wait until the runner has rolled every finished day, as it would after midnight.
 */
export async function rollUpNow(db) {
  const started = performance.now();
  let id;
  while (id === undefined) {
    const { rows } = await db.query(
      `update jobs set run_at = now()
       where kind = 'analytics-rollup' and status = 'pending' and attempts = 0 returning id`,
    );
    id = rows[0]?.id;
    if (id === undefined) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  for (;;) {
    const { rows } = await db.query(`select status from jobs where id = $1`, [id]);
    if (rows[0].status === 'done') break;
    if (rows[0].status === 'failed') throw new Error('the analytics rollup job failed');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return Number(((performance.now() - started) / 1000).toFixed(1));
}
