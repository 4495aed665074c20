import { Toast } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * The optional button of a toast: `toast({ title, action: <ToastAction ... /> })`.
 * Radix requires `altText`: how a screen-reader user does the same without the button, since
 * a toast may close before they reach it.
 */
export function ToastAction({ className, ...props }: ComponentProps<typeof Toast.Action>) {
  return (
    <Toast.Action
      className={cn(
        'inline-flex h-8 shrink-0 items-center self-center rounded-md border border-current px-3 text-sm font-medium hover:opacity-80',
        className,
      )}
      {...props}
    />
  );
}
