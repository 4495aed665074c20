import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver } from '@tanstack/react-query';
import type { MutationErrorMeta } from './query-client';

// The toast store lives in its module, so each test loads both modules afresh.
async function load() {
  vi.resetModules();
  const [{ createQueryClient }, { getToasts }, { ApiError }] = await Promise.all([
    import('./query-client'),
    import('@/components/ui/use-toast'),
    import('./api-client'),
  ]);
  return { createQueryClient, getToasts, ApiError };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Loaded = Awaited<ReturnType<typeof load>>;

/** Runs a mutation that fails with the error made from the freshly loaded modules. */
async function fail(errorOf: (loaded: Loaded) => unknown, meta?: MutationErrorMeta) {
  const loaded = await load();
  const observer = new MutationObserver(loaded.createQueryClient(), {
    mutationFn: () => Promise.reject(errorOf(loaded)),
    ...(meta ? { meta } : {}),
  });
  await observer.mutate().catch(() => undefined);
  return loaded.getToasts();
}

const statusMeta = {
  errorTitle: 'Update Failed',
  errorFallback: 'Failed to update the reservation status.',
};

describe('failed mutations', () => {
  it("when the server says why, then a destructive toast carries the screen's title and the server's message", async () => {
    const refused = ({ ApiError }: Loaded) =>
      new ApiError(409, '409: {...}', {
        message: 'Cannot reconfirm: only 2 seats are left in that seating.',
        code: 'conflict',
      });
    expect(await fail(refused, statusMeta)).toEqual([
      expect.objectContaining({
        variant: 'destructive',
        title: 'Update Failed',
        description: 'Cannot reconfirm: only 2 seats are left in that seating.',
        open: true,
      }),
    ]);
  });

  it("when the server sends no message, then the screen's own text is shown", async () => {
    const bare = ({ ApiError }: Loaded) => new ApiError(502, '502: Bad Gateway', undefined);
    expect(await fail(bare, statusMeta)).toEqual([
      expect.objectContaining({
        title: 'Update Failed',
        description: 'Failed to update the reservation status.',
      }),
    ]);
  });

  it("when the connection fails, then the screen's own text is shown, not the browser's", async () => {
    expect(await fail(() => new TypeError('Failed to fetch'), statusMeta)).toEqual([
      expect.objectContaining({ description: 'Failed to update the reservation status.' }),
    ]);
  });

  it('when a mutation names nothing, then a generic title and text are used', async () => {
    expect(await fail(() => new TypeError('Failed to fetch'))).toEqual([
      expect.objectContaining({
        variant: 'destructive',
        title: 'Error',
        description: 'Something went wrong. Please try again.',
      }),
    ]);
  });

  it('when a screen reports its failures itself, then no toast is shown', async () => {
    const refused = ({ ApiError }: Loaded) =>
      new ApiError(400, '400: {...}', { message: 'Name is required', code: 'x' });
    expect(await fail(refused, { toastOnError: false })).toEqual([]);
  });
});
