import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:opacity-90',
        outline: 'border border-border bg-transparent hover:bg-muted',
        ghost: 'hover:bg-muted',
        destructive: 'bg-destructive text-destructive-foreground hover:opacity-90',
        link: 'text-accent underline-offset-4 hover:underline',
        /** On the home page's dark photograph, in both themes: gold, and gold-edged. */
        photo: 'bg-[#d4af37] text-[#14110f] hover:bg-[#e0bd4a]',
        photoOutline: 'border border-[#d4af37] bg-transparent text-[#f5efe6] hover:bg-white/10',
      },
      // Each size sets its own text size: the caller's classes never override the component's
      // (cn does not merge), so every look is a variant or a size here.
      size: {
        default: 'h-10 px-4 py-2 text-sm',
        sm: 'h-9 px-3 text-sm',
        lg: 'h-12 px-6 text-base',
        xl: 'h-14 px-6 text-lg',
        icon: 'h-10 w-10 text-sm',
        iconSm: 'h-8 w-8 text-sm',
        /** Grows to two lines when its words need them (a long label on a phone). */
        tall: 'h-auto min-h-10 px-4 py-2 text-sm',
        /** A link-styled button inside a line of text. */
        inline: 'h-auto px-0 text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

// ComponentProps includes `ref` (a plain prop in React 19), e.g. to return focus to a toggle.
type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
