import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { BadgeTone } from '../order-display';

// Dark text on a pale tint, pale text on a deep tint in the dark theme: both pass AA contrast.
const TONE: Record<BadgeTone, string> = {
  yellow: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-800 dark:text-yellow-50',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  blue: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  green: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  red: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  grey: 'bg-stone-200 text-stone-800 dark:bg-stone-800 dark:text-stone-100',
};

/** A status word in its colour; the tone is also a data attribute, for tests and print. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-medium',
        TONE[tone],
      )}
    >
      {children}
    </span>
  );
}
