// Lighthouse (mobile: the default config) in Debian's Chromium, through its Node API. Every run
// gets a fresh browser, as the CLI does; a page's figures are the median of its runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './stats.mjs';

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};

/** One Lighthouse run of `url`: the four scores (0-100), the metrics, transfer and requests. */
async function runOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)]),
    );
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([key, audit]) => [key, lhr.audits[audit].numericValue]),
    );
    const diagnostics = lhr.audits.diagnostics.details?.items?.[0] ?? {};
    return {
      scores,
      ...metrics,
      transferBytes: lhr.audits['total-byte-weight'].numericValue,
      requests:
        diagnostics.numRequests ?? lhr.audits['network-requests'].details?.items?.length ?? null,
      // What keeps a category below 100: the audits that count towards it and did not pass.
      failedAudits: CATEGORIES.flatMap((id) =>
        lhr.categories[id].auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null)
          .filter((ref) => lhr.audits[ref.id].score < 1)
          .map((ref) => `${id}: ${ref.id}`),
      ),
      lighthouseVersion: lhr.lighthouseVersion,
      chromium: lhr.environment.hostUserAgent,
      // Lighthouse's own measure of the machine's speed at the time (higher is faster): the same
      // page scores lower on a slower or busier machine, so figures are read beside it.
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * `runs` Lighthouse runs of every page, taken in turns (page 1, page 2, …, then again) so a burst
 * of load from elsewhere on the machine does not land on one page's runs only. Each figure is the
 * median of that page's successful runs, taken figure by figure.
 */
export async function lighthousePages(base, pages, runs, log) {
  const byPage = Object.fromEntries(pages.map((page) => [page, { runs: [], errors: [] }]));
  for (let round = 1; round <= runs; round++) {
    for (const page of pages) {
      try {
        const run = await runOnce(`${base}${page}`);
        byPage[page].runs.push(run);
        log(
          `lighthouse ${page} run ${round}/${runs}: ${CATEGORIES.map((c) => run.scores[c]).join(' / ')}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, benchmark index ${Math.round(run.benchmarkIndex)}`,
        );
      } catch (err) {
        byPage[page].errors.push(err.message.split('\n')[0]);
        log(`lighthouse ${page} run ${round}/${runs}: failed (${err.message.split('\n')[0]})`);
      }
    }
  }
  return Object.fromEntries(
    Object.entries(byPage).map(([page, { runs: done, errors }]) => [
      page,
      { runCount: done.length, errors, median: medianRun(done), runs: done },
    ]),
  );
}

function medianRun(runs) {
  if (runs.length === 0) return null;
  const of = (pick) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, of((r) => r.scores[c])])),
    fcpMs: Math.round(of((r) => r.fcpMs)),
    lcpMs: Math.round(of((r) => r.lcpMs)),
    tbtMs: Math.round(of((r) => r.tbtMs)),
    cls: Number(of((r) => r.cls).toFixed(3)),
    transferBytes: Math.round(of((r) => r.transferBytes)),
    requests: of((r) => r.requests),
    benchmarkIndex: Math.round(of((r) => r.benchmarkIndex)),
    failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))].sort(),
  };
}
