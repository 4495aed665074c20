import { expect, type Page } from '@playwright/test';
import { twMerge } from 'tailwind-merge';

/**
 * Fails on any element whose Tailwind classes include two that set the same property. Our
 * components join their own classes with their caller's without a merging library (cn in
 * client/src/lib/cn.ts), so such a pair would leave the winner to the stylesheet's order.
 * tailwind-merge, run here in the test, names the class it would drop.
 */
export async function expectNoClashingClasses(page: Page): Promise<void> {
  const classLists = await page.evaluate(() => [
    ...new Set(
      Array.from(document.querySelectorAll('[class]'), (el) => el.getAttribute('class') ?? ''),
    ),
  ]);
  const clashes = classLists.flatMap((list) => {
    const kept = new Set(twMerge(list).split(' '));
    const dropped = list.split(/\s+/).filter((c) => c && !kept.has(c));
    return dropped.length > 0 ? [`${dropped.join(' ')} in "${list}"`] : [];
  });
  expect(clashes, clashes.join('\n')).toEqual([]);
}
