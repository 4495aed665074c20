import { describe, expect, it } from 'vitest';
import { buttonVariants } from '@/components/ui/button';
import { cn } from './cn';

describe('cn', () => {
  it('when classes and conditions are given, then it joins those that hold, in order', () => {
    const open = false;
    expect(cn('p-2', open && 'hidden', ['text-sm', { 'font-medium': true, italic: false }])).toBe(
      'p-2 text-sm font-medium',
    );
  });

  it('when a later class sets the same property as an earlier one, then a test fails with both named', () => {
    expect(() => cn('p-6', 'p-8')).toThrow(/overridden by a later one: p-6 \(in "p-6 p-8"\)/);
    expect(() => cn('max-w-lg', 'sm:max-w-xl')).not.toThrow();
  });

  it('when any button variant meets any size, then no class of one overrides the other', () => {
    const variants = [
      'default',
      'outline',
      'ghost',
      'destructive',
      'link',
      'photo',
      'photoOutline',
    ] as const;
    const sizes = ['default', 'sm', 'lg', 'xl', 'icon', 'iconSm', 'inline'] as const;
    for (const variant of variants) {
      for (const size of sizes) expect(() => cn(buttonVariants({ variant, size }))).not.toThrow();
    }
  });
});
