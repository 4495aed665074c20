import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignedInUserDto } from '@shared/contracts/auth';
import { authQueryOptions, requestLogin, roleLabel } from './auth';
import { createQueryClient } from './query-client';

const credentials = { username: 'admin', password: 'secret' };

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('requestLogin', () => {
  it('when the server accepts, then the outcome carries the user, sent as JSON with cookies', async () => {
    answer(200, { id: 1, username: 'admin', isAdmin: true });
    expect(await requestLogin(credentials)).toEqual({
      ok: true,
      user: { id: 1, username: 'admin', isAdmin: true },
    });
    const [path, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(path).toBe('/api/auth/login');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init?.body))).toEqual(credentials);
  });

  it('when the password is wrong (401) or the input refused (400), then login failed', async () => {
    answer(401, { message: 'Invalid username or password' });
    expect(await requestLogin(credentials)).toEqual({ ok: false, reason: 'refused' });
    answer(400, { message: 'Invalid input', errors: [] });
    expect(await requestLogin(credentials)).toEqual({ ok: false, reason: 'refused' });
  });

  it("when sign-ins are rate limited (429), then login failed with the server's words", async () => {
    answer(429, { message: 'Too many failed sign-in attempts. Please try again later.' });
    expect(await requestLogin(credentials)).toEqual({
      ok: false,
      reason: 'rate-limited',
      message: 'Too many failed sign-in attempts. Please try again later.',
    });
  });

  it('when the server cannot be reached, then login failed rather than throwing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await requestLogin(credentials)).toEqual({ ok: false, reason: 'network' });
  });
});

describe('roleLabel', () => {
  it('when the user is an admin, then Admin; otherwise Staff', () => {
    expect(roleLabel({ isAdmin: true })).toBe('Admin');
    expect(roleLabel({ isAdmin: false })).toBe('Staff');
  });
});

describe('the sign-in check', () => {
  /** The browser's cookie jar as the check reads it: the server's signed-in hint is set. */
  function withSignedInHint() {
    const jar = { cookie: 'tr_staff=1' };
    vi.stubGlobal('document', jar);
    return jar;
  }

  it('when the server no longer knows a user who was signed in (401), then they are sent to sign in again', async () => {
    withSignedInHint();
    const visited: string[] = [];
    const client = createQueryClient({ navigate: (to) => visited.push(to) });
    const ravi: SignedInUserDto = { id: 3, username: 'ravi', isAdmin: false };
    client.setQueryData(authQueryOptions().queryKey, ravi);
    answer(401, { message: 'Not logged in', code: 'unauthorized' });

    await client.fetchQuery(authQueryOptions()).catch(() => undefined);
    expect(visited).toEqual(['/login?reason=session-ended']);
    expect(client.getQueryData(authQueryOptions().queryKey)).toBeNull();
  });

  it('when nobody was signed in and the check answers 401, then simply nobody, without a move', async () => {
    withSignedInHint();
    const visited: string[] = [];
    const client = createQueryClient({ navigate: (to) => visited.push(to) });
    answer(401, { message: 'Not logged in', code: 'unauthorized' });

    expect(await client.fetchQuery(authQueryOptions())).toBeNull();
    expect(visited).toEqual([]);
  });

  it('when a temporary password is in use, then the check says so', async () => {
    withSignedInHint();
    const client = createQueryClient({ navigate: () => undefined });
    answer(200, { id: 3, username: 'ravi', isAdmin: false, mustChangePassword: true });
    expect(await client.fetchQuery(authQueryOptions())).toEqual({
      id: 3,
      username: 'ravi',
      isAdmin: false,
      mustChangePassword: true,
    });
  });
});
