import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDtoSchema } from '@shared/contracts/auth';
import { eq } from 'drizzle-orm';
import { sessions } from '@shared/schema/sessions';
import { users } from '@shared/schema/users';
import { insertStaffUser } from '../../test/factories';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

type Answer = { headers: Record<string, unknown> };

/** The Set-Cookie lines of an answer. */
const cookiesOf = (res: Answer) =>
  ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []);

/** The session id the sid cookie carries (express-session signs it as s:<id>.<signature>). */
function sessionIdOf(res: Answer): string | undefined {
  const value = cookiesOf(res)
    .find((c) => c.startsWith('sid='))
    ?.split(';')[0]
    ?.slice('sid='.length);
  return value ? decodeURIComponent(value).replace(/^s:/, '').split('.')[0] : undefined;
}

describe(`auth (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('when nobody is signed in, then the check answers 401 in the error shape', async () => {
    const res = await request(t.app).get('/api/auth/check');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: expect.any(String), code: 'unauthorized' });
  });

  it('when the password is right, then login returns the user without any password field and the check sees it', async () => {
    const agent = request.agent(t.app);
    const login = await agent.post('/api/auth/login').send(TEST_ADMIN);
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ id: expect.any(Number), username: 'admin', isAdmin: true });
    userDtoSchema.strict().parse(login.body);
    expect(JSON.stringify(login.body)).not.toMatch(/password|argon/i);

    const cookies = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
    const cookie = cookies.find((c) => c.startsWith('sid=')) ?? '';
    // The readable hint says only that a session may exist; it is not the session.
    expect(cookies.find((c) => c.startsWith('tr_staff=1'))).not.toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    const check = await agent.get('/api/auth/check');
    expect(check.status).toBe(200);
    expect(check.body).toEqual(login.body);
    userDtoSchema.strict().parse(check.body);
    expect(JSON.stringify(check.body)).not.toMatch(/password/i);

    // The stored session names the user by id only.
    const [stored] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, sessionIdOf(login)!));
    expect(stored?.sess).toMatchObject({ passport: { user: login.body.id } });
    expect(JSON.stringify(stored?.sess)).not.toMatch(/argon|password/i);
  });

  it('when a session id was planted before login, then login issues a new one', async () => {
    const agent = request.agent(t.app);
    // A first failed login does not create a session; force one through a successful login/logout.
    const first = await agent.post('/api/auth/login').send(TEST_ADMIN).expect(200);
    const before = sessionIdOf(first);
    const second = await agent.post('/api/auth/login').send(TEST_ADMIN).expect(200);
    const after = sessionIdOf(second);
    expect(before).toMatch(/^[\w-]{20,}$/);
    expect(after).toMatch(/^[\w-]{20,}$/);
    expect(after).not.toBe(before);
    // The old id no longer names a signed-in session.
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.sid, before!));
    expect(rows.filter((r) => 'passport' in r.sess)).toEqual([]);
  });

  it('when the password is wrong, then login answers 401 "Invalid username or password"', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '10.0.0.1')
      .send({ username: 'admin', password: 'wrong' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid username or password', code: 'unauthorized' });
  });

  it('when the user is unknown, then the answer is the same as for a wrong password', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .send({ username: 'nobody', password: 'x' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid username or password', code: 'unauthorized' });
  });

  it('when fields are missing, then login answers 400 with the form messages', async () => {
    const res = await request(t.app).post('/api/auth/login').send({ username: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: expect.any(String),
      code: 'invalid_input',
      errors: [
        { path: 'username', message: 'Username is required' },
        { path: 'password', message: 'Password is required' },
      ],
    });
  });

  it('when signed out, then the session row is gone and the check answers 401', async () => {
    const agent = request.agent(t.app);
    const login = await agent.post('/api/auth/login').send(TEST_ADMIN).expect(200);
    const sid = sessionIdOf(login)!;
    const row = () => t.database.db.select().from(sessions).where(eq(sessions.sid, sid));
    expect(await row()).toHaveLength(1);
    const logout = await agent.post('/api/auth/logout').expect(204);
    expect(logout.text).toBe('');
    const cleared = cookiesOf(logout);
    expect(cleared).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^sid=;/),
        expect.stringMatching(/^tr_staff=;/),
      ]),
    );
    expect(await row()).toEqual([]);
    const check = await agent.get('/api/auth/check');
    expect(check.status).toBe(401);
    expect(check.body).toEqual({ message: expect.any(String), code: 'unauthorized' });
  });

  it('when the user row is deleted, then its session no longer signs anyone in', async () => {
    const agent = request.agent(t.app);
    const staff = await insertStaffUser(t.database.db);
    const login = await agent
      .post('/api/auth/login')
      .send({ username: staff.username, password: staff.plainPassword })
      .expect(200);
    expect(login.body).toEqual({ id: staff.id, username: staff.username, isAdmin: false });
    await agent.get('/api/auth/check').expect(200, login.body);
    await t.database.db.delete(users).where(eq(users.id, staff.id));
    const check = await agent.get('/api/auth/check');
    expect(check.status).toBe(401);
    expect(check.body).toEqual({ message: expect.any(String), code: 'unauthorized' });
  });
});
