// bench/results/latest.json (every figure) and latest.md (the budgets, each figure and pass/fail).
import { historyLines } from './history-report.mjs';
import fs from 'node:fs';
import path from 'node:path';

const RESULTS_DIR = 'bench/results';

// Our performance budgets (the architecture's budget list, in our words), then the public pages'
// own targets (set when the pages became plain HTML with islands: issue 27). `check` returns true/false, or null when the run
// holds no figure for it or the figure was taken where the budget does not apply.
const INITIAL_JS_KB = 110;
const LIGHTHOUSE_PERFORMANCE = 100;
const AVAILABILITY_P99_MS = 25;
const AVAILABILITY_SHARE_OF_BARE = 0.5;
const LCP_MS = 1200;
const CLS = 0;
const TBT_MS = 30;
const TRANSFER_KB = 80;
const REQUESTS = 12;
const HTML_RPS = 1000;
const DASHBOARD_MEDIAN_MS = 100;
const INP_MS = 100;
const BOOKING_POST_MEDIAN_MS = 15;
const BOOKING_POST_P90_MS = 25;
const RELEASE_P99_MS = 1000;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
const scoreLine = (s) =>
  `${s.performance} / ${s.accessibility} / ${s['best-practices']} / ${s.seo}`;

function budgetRows(r) {
  const rows = [];
  const onPostgres = r.database.kind === 'postgresql';
  const add = (budget, figure, pass, note = '') => rows.push({ budget, figure, pass, note });

  if (r.bundle) {
    add(
      `Public first load: JavaScript ≤ ${INITIAL_JS_KB} KB gzip`,
      `${r.bundle.gzipKb} KB`,
      r.bundle.gzipKb <= INITIAL_JS_KB,
    );
    add(
      'Staff portal: a lazy chunk, never in a public first load',
      r.bundle.staffPortalInitial ? 'in the first load' : 'lazy',
      !r.bundle.staffPortalInitial,
    );
  }
  for (const [page, result] of Object.entries(r.lighthouse ?? {})) {
    const m = result.median;
    add(
      `Lighthouse (mobile) on \`${page}\`: performance ≥ ${LIGHTHOUSE_PERFORMANCE}; accessibility, best practices, SEO 100`,
      m ? scoreLine(m.scores) : 'no run succeeded',
      m
        ? m.scores.performance >= LIGHTHOUSE_PERFORMANCE &&
            m.scores.accessibility === 100 &&
            m.scores['best-practices'] === 100 &&
            m.scores.seo === 100
        : false,
    );
  }
  const availability = r.api?.routes.find((a) => a.route.startsWith('/api/availability'));
  if (availability) {
    const why = onPostgres ? '' : 'set on PostgreSQL; this run is on PGlite';
    add(
      `GET /api/availability at 50 connections on PostgreSQL: p99 ≤ ${AVAILABILITY_P99_MS} ms`,
      `${availability.p99} ms`,
      onPostgres ? availability.p99 <= AVAILABILITY_P99_MS : null,
      why,
    );
    add(
      'GET /api/availability: at least half the bare route’s req/s in the same run',
      `${availability.rps} req/s = ${Math.round(availability.shareOfBare * 100)} % of ${availability.bare.rps}`,
      onPostgres ? availability.shareOfBare >= AVAILABILITY_SHARE_OF_BARE : null,
      why,
    );
  }
  add(
    '200 simultaneous bookings of one seating from two server processes: never oversold',
    'not measured here',
    null,
    'a test: server/features/reservations/two-processes.postgres.integration.test.ts',
  );

  // The public pages' own targets.
  for (const [page, result] of Object.entries(r.lighthouse ?? {})) {
    const m = result.median;
    if (!m) continue;
    add(
      `\`${page}\` on a phone: LCP ≤ ${seconds(LCP_MS)}, CLS ${CLS}, TBT ≤ ${TBT_MS} ms`,
      `${seconds(m.lcpMs)}, ${m.cls}, ${m.tbtMs} ms`,
      m.lcpMs <= LCP_MS && m.cls <= CLS && m.tbtMs <= TBT_MS,
      'issue 27',
    );
    add(
      `\`${page}\` first load: ≤ ${TRANSFER_KB} KB in ≤ ${REQUESTS} requests (the WordPress peer’s /book: 83 KB, 18 requests)`,
      `${kb(m.transferBytes)} in ${m.requests} requests`,
      m.transferBytes <= TRANSFER_KB * 1024 && m.requests <= REQUESTS,
      'issue 27',
    );
  }
  for (const [page, result] of Object.entries(r.firstInteraction ?? {})) {
    const m = result.median;
    add(
      `\`${page}\` first interaction (click into Name, type; mobile, CPU ×4): INP ≤ ${INP_MS} ms, typed text kept`,
      m ? `${m.inpMs} ms (TBT ${m.tbtMs} ms, CLS ${m.cls} in the timespan)` : 'no run succeeded',
      m ? m.inpMs <= INP_MS && m.typedKeptEveryRun : false,
      'issue 42',
    );
  }
  if (r.bookingPost) {
    const b = r.bookingPost;
    const onPglite = r.database.kind === 'pglite';
    add(
      `Booking POST, ${b.count} one after another: median ≤ ${BOOKING_POST_MEDIAN_MS} ms, p90 ≤ ${BOOKING_POST_P90_MS} ms (PGlite)`,
      `${b.medianMs} ms, p90 ${b.p90Ms} ms`,
      onPglite ? b.medianMs <= BOOKING_POST_MEDIAN_MS && b.p90Ms <= BOOKING_POST_P90_MS : null,
      onPglite ? 'issue 42' : 'set on PGlite; this run is on PostgreSQL (figure for the note)',
    );
  }
  for (const page of ['/', '/book']) {
    const html = r.pages?.[page];
    if (!html) continue;
    add(
      `GET \`${page}\` (HTML) at 50 connections on PostgreSQL: ≥ ${HTML_RPS.toLocaleString('en')} req/s`,
      `${html.rps} req/s, p99 ${html.p99} ms`,
      onPostgres ? html.rps >= HTML_RPS : null,
      onPostgres ? 'issue 13' : 'issue 13; set on PostgreSQL, this run is on PGlite',
    );
  }
  for (const run of r.release?.runs ?? []) {
    if (run.processes !== 4) continue;
    const what = run.sigterm
      ? 'Release night, SIGTERM to one of four processes while booking'
      : `Release night: ${run.diners.toLocaleString('en')} diners for ${run.capacity} seats within 10 s, nginx and four processes on PostgreSQL`;
    add(
      `${what}: exactly ${run.capacity} seats sold`,
      `${run.seatsSold}`,
      run.seatsSold === run.capacity,
    );
    if (run.sigterm) {
      // Not a budget: nginx does not retry a POST it has sent, and the POSTs waiting in the
      // process's accept queue when it stops listening are reset before the app reads them.
      add(
        `${what}: answers lost to the stopping process (POSTs reset in its accept queue, never read by the app)`,
        `${run.errors5xx} 5xx, ${run.socketErrors} failed connections`,
        null,
        'planned restarts take the process out of nginx first (deploy/README.md)',
      );
    } else {
      add(
        `${what}: no errors (5xx answers, failed connections)`,
        `${run.errors5xx} 5xx, ${run.socketErrors} failed connections`,
        run.errors5xx === 0 && run.socketErrors === 0,
      );
      add(
        `${what}: p99 of a booking attempt ≤ ${RELEASE_P99_MS} ms`,
        `p99 ${run.latencyMs.p99} ms (p50 ${run.latencyMs.p50}, max ${run.latencyMs.max})`,
        run.latencyMs.p99 <= RELEASE_P99_MS,
        `load average ${run.loadAverageAtStart} at the start`,
      );
    }
    if (run.sigterm) {
      const mailsOnce =
        run.mailsWritten === run.storedBookings && !run.mailJobs.failed && !run.mailJobs.pending;
      add(
        `${what}: every acknowledged booking stored, every confirmation sent once, the process exits 0`,
        `${run.acknowledgedStored} of ${run.bookingsAccepted} stored; ${run.mailsWritten} mails for ${run.storedBookings} bookings; exit ${run.sigterm.exitCode}`,
        run.acknowledgedStored === run.bookingsAccepted && mailsOnce && run.sigterm.exitCode === 0,
      );
    }
  }
  for (const [range, t] of Object.entries(r.dashboard?.ranges ?? {})) {
    add(
      `Staff dashboard over 1,000,000 page views, ${range}: median of ${r.dashboard.calls} calls ≤ ${DASHBOARD_MEDIAN_MS} ms`,
      `median ${t.medianMs} ms, slowest ${t.maxMs} ms`,
      t.medianMs <= DASHBOARD_MEDIAN_MS,
    );
  }
  return rows;
}

function markdown(r) {
  const status = (pass) => (pass === null ? '—' : pass ? 'pass' : '**fail**');
  const lines = [
    '# Benchmark results',
    '',
    `${r.date}, commit ${r.commit.slice(0, 12)}${r.dirty ? ' (with uncommitted changes)' : ''}, ` +
      `database ${r.database.kind} ${r.database.version}, ${r.machine.cpus} CPUs, ` +
      `load average ${r.machine.loadAverage.join(' / ')} at the start.`,
    '',
    'Figures on a shared machine are noisy: Lighthouse and autocannon compete with whatever else',
    'runs. Lighthouse figures are the median of each page’s runs, figure by figure.',
    '',
    '## Budgets',
    '',
    '| budget | figure | result | note |',
    '| --- | --- | --- | --- |',
    ...r.budgets.map((b) => `| ${b.budget} | ${b.figure} | ${status(b.pass)} | ${b.note} |`),
  ];
  const pages = Object.keys({ ...r.lighthouse, ...r.pages });
  if (pages.length) {
    lines.push(
      '',
      '## Public pages',
      '',
      `Lighthouse mobile, median of ${r.lighthouseRuns} runs; HTML: GET as a browser asks for a ` +
        `page (\`Accept: text/html\`, compression accepted), autocannon, ${r.connections} ` +
        `connections, ${r.loadSeconds} s.`,
      '',
      '| page | perf / a11y / bp / SEO | FCP | LCP | TBT | CLS | transfer | requests | HTML req/s | HTML p99 | bare req/s |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const page of pages) {
      const m = r.lighthouse?.[page]?.median;
      const h = r.pages?.[page];
      const cells = m
        ? [
            scoreLine(m.scores),
            seconds(m.fcpMs),
            seconds(m.lcpMs),
            `${m.tbtMs} ms`,
            m.cls,
            kb(m.transferBytes),
            m.requests,
          ]
        : Array(7).fill('—');
      lines.push(
        `| \`${page}\` | ${cells.join(' | ')} | ${h ? h.rps : '—'} | ${h ? `${h.p99} ms` : '—'} | ${h ? h.bare.rps : '—'} |`,
      );
    }
    const failed = Object.entries(r.lighthouse ?? {}).filter(
      ([, p]) => p.median?.failedAudits.length,
    );
    if (failed.length) {
      lines.push('', 'Lighthouse audits not passed in some run:', '');
      for (const [page, p] of failed) {
        lines.push(`- \`${page}\`: ${p.median.failedAudits.join(', ')}`);
      }
    }
  }
  if (r.bare) {
    lines.push(
      '',
      `Bare route \`/healthz\`, measured right before each route and page: median ` +
        `${r.bare.rps} req/s, p99 ${r.bare.p99} ms (of ${r.bare.samples.length}).`,
    );
  }
  if (r.api) {
    lines.push(
      '',
      '## API',
      '',
      '| route | req/s | p99 | bare req/s | of bare |',
      '| --- | --- | --- | --- | --- |',
    );
    for (const a of r.api.routes) {
      lines.push(
        `| \`${a.route}\` | ${a.rps} | ${a.p99} ms | ${a.bare.rps} | ${Math.round(a.shareOfBare * 100)} % |`,
      );
    }
  }
  if (r.dashboard?.skipped) lines.push('', `Staff dashboard: skipped (${r.dashboard.skipped}).`);
  lines.push(...historyLines(r.history));
  if (r.release?.skipped) lines.push('', `Release night: skipped (${r.release.skipped}).`);
  if (r.release?.runs) {
    lines.push(
      '',
      '## Release night',
      '',
      `${r.release.diners.toLocaleString('en')} diners arrive within ${r.release.arrivalWindowMs / 1000} s, each trying to book 2 to 4 guests ` +
        'through nginx (when refused: another seating with room, else the seats left, at most 3 tries).',
      '',
      '| processes | seats sold | bookings | attempts | answers | p50 | p99 | max | 5xx | failed connections | fully booked after | load average |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const run of r.release.runs) {
      const answers = Object.entries(run.answersByStatus)
        .map(([status, n]) => `${status}: ${n}`)
        .join(', ');
      const who = run.sigterm
        ? `${run.processes} (SIGTERM to one after ${run.sigterm.afterMs} ms)`
        : `${run.processes}`;
      lines.push(
        `| ${who} | ${run.seatsSold} / ${run.capacity} | ${run.bookingsAccepted} | ${run.bookingAttempts} | ${answers} | ` +
          `${run.latencyMs.p50} ms | ${run.latencyMs.p99} ms | ${run.latencyMs.max} ms | ${run.errors5xx} | ${run.socketErrors} | ` +
          `${run.fullyBookedAfterMs === null ? 'never' : `${run.fullyBookedAfterMs} ms`} | ${run.loadAverageAtStart} |`,
      );
    }
  }
  const errors = [
    ...Object.entries(r.pages ?? {}).filter(([, h]) => h.errors),
    ...(r.api?.routes ?? []).filter((a) => a.errors).map((a) => [a.route, a]),
  ];
  if (errors.length) {
    lines.push('', 'Errors under load (non-2xx answers, timeouts, socket errors):', '');
    for (const [what, h] of errors) lines.push(`- \`${what}\`: ${h.errors}`);
  }
  for (const e of r.errors ?? []) lines.push('', `**The ${e.part} part failed:** ${e.message}`);
  return `${lines.join('\n')}\n`;
}

/** Adds the budget rows to `results` and writes both files; returns the Markdown. */
export function writeResults(results) {
  results.budgets = budgetRows(results);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(RESULTS_DIR, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  const md = markdown(results);
  fs.writeFileSync(path.join(RESULTS_DIR, 'latest.md'), md);
  return md;
}
