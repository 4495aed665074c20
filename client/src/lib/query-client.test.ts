import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver } from '@tanstack/react-query';
import type { ApiErrorCode } from '@shared/http-error';
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
      new ApiError(400, '400: {...}', { message: 'Name is required', code: 'invalid_input' });
    expect(await fail(refused, { toastOnError: false })).toEqual([]);
  });
});

describe('a sign-in that no longer holds', () => {
  const signedIn = { id: 7, username: 'meera', isAdmin: false };

  /** A client with a signed-in user and a cached staff answer; navigations are recorded. */
  async function signedInClient(user: typeof signedIn | null = signedIn) {
    const loaded = await load();
    const visited: string[] = [];
    const client = loaded.createQueryClient({ navigate: (to) => visited.push(to) });
    client.setQueryData(['/api/auth/check'], user);
    client.setQueryData(['/api/reservations'], []);
    return { ...loaded, client, visited };
  }

  const refusal = (loaded: Loaded, status: number, code: ApiErrorCode, message = 'Refused') =>
    new loaded.ApiError(status, `${status}: {...}`, { message, code });

  it('when a staff query answers 401, then the user is forgotten and sent to sign in again with the reason', async () => {
    const loaded = await signedInClient();
    const failing = loaded.client.fetchQuery({
      queryKey: ['/api/blocked-slots'],
      queryFn: () => Promise.reject(refusal(loaded, 401, 'unauthorized', 'Not logged in')),
    });
    await expect(failing).rejects.toThrow();
    expect(loaded.visited).toEqual(['/login?reason=session-ended']);
    expect(loaded.client.getQueryData(['/api/auth/check'])).toBeNull();
    // Nothing fetched for them stays in memory for whoever signs in next.
    expect(loaded.client.getQueryData(['/api/reservations'])).toBeUndefined();
  });

  it('when a mutation answers 401, then the user is sent to sign in, and the toast says the change failed', async () => {
    const loaded = await signedInClient();
    const observer = new MutationObserver(loaded.client, {
      mutationFn: () => Promise.reject(refusal(loaded, 401, 'unauthorized', 'Not logged in')),
      meta: statusMeta,
    });
    await observer.mutate().catch(() => undefined);
    expect(loaded.visited).toEqual(['/login?reason=session-ended']);
    // The change was not saved: that is said, beside the sign-in page's reason.
    expect(loaded.getToasts()).toEqual([
      expect.objectContaining({ title: 'Update Failed', description: 'Not logged in' }),
    ]);
  });

  it('when several calls answer 401 together, then the user is sent once', async () => {
    const loaded = await signedInClient();
    const fail = (key: string) =>
      loaded.client
        .fetchQuery({
          queryKey: [key],
          queryFn: () => Promise.reject(refusal(loaded, 401, 'unauthorized')),
        })
        .catch(() => undefined);
    await Promise.all([fail('/api/a'), fail('/api/b'), fail('/api/c')]);
    expect(loaded.visited).toEqual(['/login?reason=session-ended']);
  });

  it('when nobody was signed in, then a 401 moves nobody and a mutation reports it as before', async () => {
    const loaded = await signedInClient(null);
    const observer = new MutationObserver(loaded.client, {
      mutationFn: () => Promise.reject(refusal(loaded, 401, 'unauthorized', 'Not logged in')),
      meta: statusMeta,
    });
    await observer.mutate().catch(() => undefined);
    expect(loaded.visited).toEqual([]);
    expect(loaded.getToasts()).toEqual([
      expect.objectContaining({ title: 'Update Failed', description: 'Not logged in' }),
    ]);
  });

  it('when a password must be changed first (403), then who is signed in is read again, without a toast', async () => {
    const loaded = await signedInClient();
    const observer = new MutationObserver(loaded.client, {
      mutationFn: () =>
        Promise.reject(refusal(loaded, 403, 'password_change_required', 'Choose a new password')),
    });
    await observer.mutate().catch(() => undefined);
    expect(loaded.getToasts()).toEqual([]);
    expect(loaded.visited).toEqual([]);
    expect(loaded.client.getQueryState(['/api/auth/check'])?.isInvalidated).toBe(true);
  });

  it("when the role refuses (403), then the server's words are shown and the role is read again", async () => {
    const loaded = await signedInClient();
    const observer = new MutationObserver(loaded.client, {
      mutationFn: () =>
        Promise.reject(refusal(loaded, 403, 'forbidden', 'Only an admin can do that')),
      meta: statusMeta,
    });
    await observer.mutate().catch(() => undefined);
    expect(loaded.getToasts()).toEqual([
      expect.objectContaining({ title: 'Update Failed', description: 'Only an admin can do that' }),
    ]);
    expect(loaded.visited).toEqual([]);
    expect(loaded.client.getQueryData(['/api/auth/check'])).toEqual(signedIn);
    expect(loaded.client.getQueryState(['/api/auth/check'])?.isInvalidated).toBe(true);
  });
});
