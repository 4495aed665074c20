import { clsx, type ClassValue } from 'clsx';
import { clashingClasses } from './class-clashes';

/**
 * Joins class names. A component's own classes and those its caller adds never set the same
 * property: a different look is a variant or a prop of the component, or its class is replaced
 * by condition. So no merging library runs in the browser (tailwind-merge alone was 8.5 KB gzip
 * on every public page). In development a clash is reported here and in tests it fails; the
 * browser tests check every screen they scan for accessibility the same way.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  // Vite drops this branch, and tailwind-merge with it, from production builds.
  if (import.meta.env.DEV) reportClashes(classes);
  return classes;
}

function reportClashes(classes: string): void {
  const clashing = clashingClasses(classes);
  if (clashing.length === 0) return;
  const message = `Tailwind classes overridden by a later one: ${clashing.join(' ')} (in "${classes}")`;
  if (import.meta.env.MODE === 'test') throw new Error(message);
  console.error(message);
}
