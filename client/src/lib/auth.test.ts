import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestLogin } from './auth';

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
