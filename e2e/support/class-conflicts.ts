import { expect, type Page } from '@playwright/test';
import { clashingClasses } from '../../client/src/lib/class-clashes';

/**
 * Fails on any element whose Tailwind classes include two that set the same property. Our
 * components join their own classes with their caller's without a merging library (cn in
 * client/src/lib/cn.ts), so such a pair would leave the winner to the stylesheet's order.
 */
export async function expectNoClashingClasses(page: Page): Promise<void> {
  const classLists = await page.evaluate(() => [
    ...new Set(
      Array.from(document.querySelectorAll('[class]'), (el) => el.getAttribute('class') ?? ''),
    ),
  ]);
  const clashes = classLists.flatMap((list) => {
    const dropped = clashingClasses(list);
    return dropped.length > 0 ? [`${dropped.join(' ')} in "${list}"`] : [];
  });
  expect(clashes, clashes.join('\n')).toEqual([]);
}
