import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsInBothThemes,
} from './support/axe';

// The accessibility scan every screen's test relies on is itself checked: a scan that passed
// everything would let every screen pass. A page of our own making, served by the browser's own
// router (no server needed) at an address of its own, where the theme switch can store its choice.

const PAGE = `<!doctype html><html lang="en" class="light"><head><title>Scan check</title>
<style>.dark p { color: #777; background: #888; }</style></head>
<body><main><h1>Scan check</h1><p>Readable in light, not in dark.</p>%s</main></body></html>`;

async function show(page: Page, extra = '') {
  await page.route('http://scan-check.test/', (route) =>
    route.fulfill({ contentType: 'text/html', body: PAGE.replace('%s', extra) }),
  );
  await page.goto('http://scan-check.test/');
}

test('the scan fails on a serious finding, passes a clean page, and checks colour in both themes', async ({
  page,
}) => {
  await show(page);
  await expectNoSeriousA11yViolations(page);
  // The second scan of one document reuses axe; it must still see what changed since.
  await page.evaluate(() => document.querySelector('main')!.append(document.createElement('img')));
  await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(/image-alt \(critical\)/);

  await show(page);
  await expect(expectNoSeriousA11yViolationsInBothThemes(page)).rejects.toThrow(
    /color-contrast \(serious\)/,
  );
  // A frame of the page is scanned too.
  await show(page, '<iframe title="inner" srcdoc="<img src=x>"></iframe>');
  await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(/image-alt \(critical\)/);
});
