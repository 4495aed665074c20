import type { Locator, Page, TestInfo } from '@playwright/test';
import { showTheme } from './axe';

/**
 * The whole page, and `closeUp` (a part of it) when given, in the light and the dark theme, as
 * files in the test's output folder to look at; the page is left light.
 */
export async function screenshotsInBothThemes(
  page: Page,
  testInfo: TestInfo,
  name: string,
  closeUp?: Locator,
): Promise<void> {
  // From the top: a full-page picture taken scrolled down shows the fixed bar mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const theme of ['light', 'dark'] as const) {
    await showTheme(page, theme);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${theme}.png`), fullPage: true });
    await closeUp?.screenshot({ path: testInfo.outputPath(`${name}-close-${theme}.png`) });
  }
  await showTheme(page, 'light');
}
