// The history part's figures beside its budgets, as Markdown lines for latest.md.
export const HISTORY_BUDGETS = {
  firstDataKb: 300,
  readP95Ms: 150,
  jsHeapMb: 60,
  domNodes: 5000,
  dashboardMs: 100,
};

const mark = (ok) => (ok ? 'pass' : '**over**');

export function historyLines(h) {
  if (!h) return [];
  const b = HISTORY_BUDGETS;
  const lines = [
    '',
    '## Two years of history',
    '',
    `Seeded in ${h.seedSeconds} s: ${h.history.bookings.toLocaleString('en')} bookings, ` +
      `${h.history.guests.toLocaleString('en')} guests, ${h.history.pageViews.toLocaleString('en')} page views, ` +
      `${h.history.audit.toLocaleString('en')} audit entries, ${h.history.corporateOrders.toLocaleString('en')} corporate orders. ` +
      `Each read: ${h.calls} calls over HTTP on this machine (round trip on localhost, gzip accepted).`,
    '',
    `| read | status | p95 (≤ ${b.readP95Ms} ms; dashboard ≤ ${b.dashboardMs} ms) | median | gzip | unpacked | |`,
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const [label, r] of Object.entries(h.reads ?? {})) {
    const limit = label.startsWith('dashboard') ? b.dashboardMs : b.readP95Ms;
    const judged = r.status === 200 && !label.includes('CSV') && !label.includes('whole list');
    lines.push(
      `| ${label} \`${r.url}\` | ${r.status} | ${r.p95Ms} ms | ${r.medianMs} ms | ${r.gzipKb} KB | ${r.rawKb} KB | ${judged ? mark(r.p95Ms <= limit) : ''} |`,
    );
  }
  lines.push(
    '',
    `| staff screen | API bytes loaded (≤ ${b.firstDataKb} KB) | JS heap (≤ ${b.jsHeapMb} MB) | DOM nodes (≤ ${b.domNodes}) | settled |`,
    '| --- | --- | --- | --- | --- |',
  );
  for (const [label, s] of Object.entries(h.screens ?? {})) {
    if (s.error) {
      lines.push(`| ${label} \`${s.url}\` | ${s.error} | | | |`);
      continue;
    }
    lines.push(
      `| ${label} \`${s.url}\` | ${s.apiKb} KB ${mark(s.apiKb <= b.firstDataKb)} | ${s.jsHeapMb} MB ${mark(s.jsHeapMb <= b.jsHeapMb)} | ${s.domNodes} ${mark(s.domNodes <= b.domNodes)} | ${s.settledMs} ms |`,
    );
  }
  return lines;
}
