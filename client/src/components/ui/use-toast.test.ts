import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The toast store lives in its module, so each test loads it afresh.
async function loadToasts() {
  vi.resetModules();
  return import('./use-toast');
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toast', () => {
  it('when a toast is shown, then it is open with its title, description and variant', async () => {
    const { getToasts, toast } = await loadToasts();
    toast({
      title: 'Login failed',
      description: 'Invalid username or password.',
      variant: 'destructive',
    });
    expect(getToasts()).toEqual([
      expect.objectContaining({
        title: 'Login failed',
        description: 'Invalid username or password.',
        variant: 'destructive',
        open: true,
      }),
    ]);
  });

  it('when a second toast is shown, then it replaces the first (one at a time)', async () => {
    const { TOAST_LIMIT, getToasts, toast } = await loadToasts();
    expect(TOAST_LIMIT).toBe(1);
    toast({ title: 'First' });
    toast({ title: 'Second' });
    expect(getToasts().map((t) => t.title)).toEqual(['Second']);
  });

  it('when a toast is dismissed, then it closes at once and is removed after 1,000,000 ms', async () => {
    const { getToasts, toast } = await loadToasts();
    const shown = toast({ title: 'Saved' });
    shown.dismiss();
    expect(getToasts()).toEqual([expect.objectContaining({ title: 'Saved', open: false })]);
    vi.advanceTimersByTime(999_999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });

  it('when every toast is dismissed, then none stays open', async () => {
    const { dismissToast, getToasts, toast } = await loadToasts();
    toast({ title: 'One' });
    dismissToast();
    expect(getToasts().every((t) => !t.open)).toBe(true);
  });
});
