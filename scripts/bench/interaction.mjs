// INP of a page's first interaction, as Lighthouse measures it in a timespan (a user flow through
// puppeteer-core, in Debian's Chromium, with Lighthouse's mobile settings: a phone's screen and a
// CPU four times slower, applied by DevTools). The page is loaded first (not counted), then the
// visitor clicks into a field and types: the click wakes the island, the keys arrive while its
// code loads and the full form takes over.
import * as chromeLauncher from 'chrome-launcher';
import { startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { median } from './stats.mjs';

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
];
/** What the visitor types into the field, a key at a time. */
const TYPED = 'Asha Rao';
const KEY_DELAY_MS = 80;
/** How long the timespan goes on after the last key (the island settles). */
const SETTLE_MS = 1_500;

async function runOnce(url, field) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    const flow = await startFlow(page, { flags: { logLevel: 'error' } });
    await flow.navigate(url);
    await flow.startTimespan();
    await page.click(field);
    await page.keyboard.type(TYPED, { delay: KEY_DELAY_MS });
    await page.waitForSelector('html[data-islands-hydrated]', { timeout: 30_000 });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const typed = await page.$eval(field, (input) => input.value).catch(() => null);
    await flow.endTimespan();
    const { steps } = await flow.createFlowResult();
    const span = steps.find((step) => step.lhr.gatherMode === 'timespan').lhr;
    const inp = span.audits['interaction-to-next-paint'];
    if (inp.score === null && inp.numericValue === undefined) {
      throw new Error('no interaction was recorded');
    }
    // The full form reads its fields by label, not by the plain form's selector: a value lost on
    // the way would show here as a shorter string (or none).
    return {
      inpMs: inp.numericValue,
      tbtMs: span.audits['total-blocking-time'].numericValue,
      cls: span.audits['cumulative-layout-shift'].numericValue,
      typedKept: typed === TYPED,
    };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

/** `runs` timespans of the first interaction with `field` on `url`; the median of each figure. */
export async function firstInteraction(url, field, runs, log) {
  const done = [];
  const errors = [];
  for (let round = 1; round <= runs; round++) {
    try {
      const run = await runOnce(url, field);
      done.push(run);
      log(
        `first interaction on ${url} run ${round}/${runs}: INP ${Math.round(run.inpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls}`,
      );
    } catch (err) {
      errors.push(err.message.split('\n')[0]);
      log(
        `first interaction on ${url} run ${round}/${runs}: failed (${err.message.split('\n')[0]})`,
      );
    }
  }
  const of = (pick) => median(done.map(pick));
  return {
    field,
    typed: TYPED,
    runCount: done.length,
    errors,
    median: done.length
      ? {
          inpMs: Math.round(of((r) => r.inpMs)),
          tbtMs: Math.round(of((r) => r.tbtMs)),
          cls: Number(of((r) => r.cls).toFixed(3)),
          typedKeptEveryRun: done.every((r) => r.typedKept),
        }
      : null,
    runs: done,
  };
}
