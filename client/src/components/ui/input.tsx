import type { InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  /** false: the caller's classes give the width (the field is full width otherwise). */
  fullWidth?: boolean;
};

export function Input({ className, fullWidth = true, ...props }: InputProps) {
  return (
    <input
      className={cn(
        'flex h-10 rounded-md border border-border bg-surface px-3 py-2 text-sm placeholder:text-muted-foreground disabled:opacity-60 aria-[invalid=true]:border-destructive',
        fullWidth && 'w-full',
        className,
      )}
      {...props}
    />
  );
}
