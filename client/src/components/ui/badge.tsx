import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

// Dark text on a pale tint, pale text on a deep tint in the dark theme: both pass AA contrast.
export const badgeVariants = cva(
  'inline-flex w-fit items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium',
  {
    variants: {
      variant: {
        neutral: 'bg-stone-200 text-stone-800 dark:bg-stone-800 dark:text-stone-100',
        warning: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
        danger: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

/** A short status word beside what it describes. */
export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
