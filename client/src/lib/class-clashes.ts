import { twMerge } from 'tailwind-merge';

/**
 * The Tailwind classes of a class list that a later class setting the same property overrides
 * (tailwind-merge names them). Only development, the unit tests and the browser tests ask: the
 * browser build never loads this.
 */
export function clashingClasses(classes: string): string[] {
  const kept = new Set(twMerge(classes).split(' '));
  return classes.split(/\s+/).filter((c) => c && !kept.has(c));
}
