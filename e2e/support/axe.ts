import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectNoClashingClasses } from './class-conflicts';

/** The rules whose outcome depends on colour alone: all a change of theme can break. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

type ScanOptions = {
  /** Only the colour rules (the same view again in another theme). */
  colourOnly?: boolean;
  /** Fail on violations of every impact, minor and moderate too (the staff portal's bar). */
  anyImpact?: boolean;
};

/**
 * Fails the test on any serious or critical accessibility violation (WCAG 2.1 AA rules and axe's
 * best practices), or on any violation at all with `anyImpact`.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  { colourOnly = false, anyImpact = false }: ScanOptions = {},
): Promise<void> {
  // Only violations are read: axe then stops collecting every passing node of every rule, which
  // was most of a scan's time on the larger pages. Legacy mode runs axe in the page itself (every
  // frame of ours is same-origin) instead of gathering partial results into a blank page opened
  // for each scan: one page and one copy of axe fewer per scan.
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  const results = await (
    colourOnly
      ? builder.withRules(COLOUR_RULES)
      : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
  ).analyze();
  const found = results.violations
    .filter((v) => anyImpact || v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
    );
  expect(found, found.join('\n')).toEqual([]);
  // Every screen scanned for accessibility is also checked for Tailwind classes that clash.
  if (!colourOnly) await expectNoClashingClasses(page);
}

type Theme = 'light' | 'dark';

/**
 * Shows the page as it is now in the theme given, without reloading it: open dialogs, filled
 * forms and scroll positions stay. The app follows a theme chosen in another tab through the
 * storage event, so the same path is taken here; a page with no theme control listens to nothing,
 * so the class the stylesheet reads is set as well.
 */
export async function showTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((t) => {
    localStorage.setItem('theme', t);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: t }));
    document.documentElement.classList.toggle('dark', t === 'dark');
    document.documentElement.classList.toggle('light', t !== 'dark');
  }, theme);
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
  // Colours ease from one theme to the other: contrast is measured once they have arrived.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The view on screen passes axe in the light theme and in the dark one. Both themes share one
 * DOM and differ only in colour, so one visit (with its data, sign-in and open dialogs) proves
 * both, and the second theme needs only the colour rules: every other rule reads the DOM, which
 * the first scan has passed. The page is left in the theme it was in.
 */
export async function expectNoSeriousA11yViolationsInBothThemes(
  page: Page,
  { anyImpact = false }: Pick<ScanOptions, 'anyImpact'> = {},
): Promise<void> {
  const before: Theme = (await page.locator('html').getAttribute('class'))?.match(/\bdark\b/)
    ? 'dark'
    : 'light';
  const other: Theme = before === 'dark' ? 'light' : 'dark';
  await expectNoSeriousA11yViolations(page, { anyImpact });
  await showTheme(page, other);
  await expectNoSeriousA11yViolations(page, { colourOnly: true, anyImpact });
  await showTheme(page, before);
}
