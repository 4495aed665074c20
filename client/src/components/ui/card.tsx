import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('rounded-xl border border-border bg-surface shadow-sm', className)}
      {...props}
    />
  );
}

export function CardContent({
  className,
  spacious = false,
  ...props
}: HTMLAttributes<HTMLDivElement> & {
  /** p-8 on wider screens, for a card that is the whole page */ spacious?: boolean;
}) {
  return <div className={cn(spacious ? 'p-6 sm:p-8' : 'p-6', className)} {...props} />;
}
