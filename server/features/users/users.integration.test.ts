import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accountDtoSchema, signedInUserDtoSchema } from '@shared/contracts/auth';
import { auditLog } from '@shared/schema/audit-log';
import { users } from '@shared/schema/users';
import { testClock } from '../analytics/analytics-test-kit';
import { staffAgent, STAFF_PASSWORD } from '../../test/staff-accounts';
import { createTestApp, signedInAgent, TEST_ADMIN, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

describe(`staff accounts (${testDatabaseKind})`, () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAgent>>;
  const clock = testClock('2026-11-23T09:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    admin = await signedInAgent(t.app);
  });
  afterAll(() => t.close());

  const auditRows = () => t.database.db.select().from(auditLog).orderBy(auditLog.id);

  it('when an admin lists accounts, then each has exactly the listed fields and no secret', async () => {
    const res = await admin.get('/api/users').expect(200);
    const seeded = res.body.find((u: { username: string }) => u.username === TEST_ADMIN.username);
    expect(accountDtoSchema.strict().parse(seeded)).toMatchObject({
      isAdmin: true,
      disabled: false,
      lastLoginAt: clock.now().toISOString(),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/i);
  });

  it('when an admin adds a user, then 201 with the account; the name is then taken (409)', async () => {
    const res = await admin
      .post('/api/users')
      .send({ username: 'host.meera', password: 'velvet-monsoon-88', isAdmin: false })
      .expect(201);
    expect(accountDtoSchema.strict().parse(res.body)).toMatchObject({
      username: 'host.meera',
      isAdmin: false,
      disabled: false,
      lastLoginAt: null,
    });
    const again = await admin
      .post('/api/users')
      .send({ username: 'host.meera', password: 'velvet-monsoon-88' })
      .expect(409);
    expect(again.body).toEqual({ message: 'That username is taken', code: 'username_taken' });
  });

  it.each([
    [
      'a common password',
      { username: 'ravi.k', password: 'password123' },
      'This password is too common',
    ],
    [
      'the username itself',
      { username: 'longusername', password: 'LongUsername' },
      'The password must not be the username',
    ],
    ['7 characters', { username: 'ravi.k', password: 'a7#kQ2z' }, 'Use at least 8 characters'],
    [
      '129 characters',
      { username: 'ravi.k', password: 'x'.repeat(129) },
      'Use at most 128 characters',
    ],
  ])(
    'when a new account is given %s, then 400 on the password and nothing is stored',
    async (_what, body, message) => {
      const before = (await t.database.db.select().from(users)).length;
      const res = await admin.post('/api/users').send(body).expect(400);
      expect(res.body.errors).toContainEqual({ path: 'password', message });
      expect(await t.database.db.select().from(users)).toHaveLength(before);
    },
  );

  it('when a new user signs in with the temporary password, then they must choose a new one before anything else', async () => {
    await admin
      .post('/api/users')
      .send({ username: 'new.cook', password: 'pepper-garden-42' })
      .expect(201);
    const cook = request.agent(t.app);
    const login = await cook
      .post('/api/auth/login')
      .send({ username: 'new.cook', password: 'pepper-garden-42' })
      .expect(200);
    expect(signedInUserDtoSchema.strict().parse(login.body)).toMatchObject({
      username: 'new.cook',
      isAdmin: false,
      mustChangePassword: true,
    });
    expect((await cook.get('/api/auth/check').expect(200)).body.mustChangePassword).toBe(true);
    const blocked = await cook.get('/api/reservations').expect(403);
    expect(blocked.body.code).toBe('password_change_required');

    await cook
      .post('/api/auth/password')
      .send({ currentPassword: 'pepper-garden-42', newPassword: 'pepper-garden-42' })
      .expect(400);
    await cook
      .post('/api/auth/password')
      .send({ currentPassword: 'pepper-garden-42', newPassword: STAFF_PASSWORD })
      .expect(204);
    const check = await cook.get('/api/auth/check').expect(200);
    expect(check.body).toEqual({ id: check.body.id, username: 'new.cook', isAdmin: false });
    await cook.get('/api/reservations').expect(200);
  });

  it('when a wrong current password is given, then 400 on that field, and it counts toward the sign-in limit', async () => {
    const { agent } = await staffAgent(t.app, admin, 'guessing.waiter');
    for (let i = 0; i < 5; i++) {
      const res = await agent
        .post('/api/auth/password')
        .send({ currentPassword: `wrong-${i}-password`, newPassword: 'brand-new-pass-77' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { path: 'currentPassword', message: 'Current password is incorrect' },
      ]);
    }
    // Past the count, a further guess is refused, in the session and at the sign-in form alike.
    const limited = await agent
      .post('/api/auth/password')
      .send({ currentPassword: 'wrong-5-password', newPassword: 'brand-new-pass-77' });
    expect(limited.status).toBe(429);
    const guessing = await request(t.app)
      .post('/api/auth/login')
      .send({ username: 'guessing.waiter', password: 'wrong-6-password' });
    expect(guessing.status).toBe(429);
    // The right password, from the network this user signed in from, is still checked (B4).
    await agent
      .post('/api/auth/password')
      .send({ currentPassword: STAFF_PASSWORD, newPassword: 'brand-new-pass-77' })
      .expect(204);
  });

  it('when a user changes their password, then their other sessions end and this one stays', async () => {
    const { agent: desk } = await staffAgent(t.app, admin, 'two.desks');
    const phone = request.agent(t.app);
    await phone
      .post('/api/auth/login')
      .send({ username: 'two.desks', password: STAFF_PASSWORD })
      .expect(200);
    await phone.get('/api/reservations').expect(200);

    await desk
      .post('/api/auth/password')
      .send({ currentPassword: STAFF_PASSWORD, newPassword: 'fresh-tamarind-31' })
      .expect(204);
    await desk.get('/api/reservations').expect(200);
    await phone.get('/api/reservations').expect(401);
  });

  it("when an admin disables a user, then that user's open session is refused at once and they cannot sign in", async () => {
    const { agent, id } = await staffAgent(t.app, admin, 'leaving.chef');
    await agent.get('/api/reservations').expect(200);
    const res = await admin.patch(`/api/users/${id}`).send({ disabled: true }).expect(200);
    expect(res.body).toMatchObject({ id, disabled: true });
    await agent.get('/api/reservations').expect(401);
    await request(t.app)
      .post('/api/auth/login')
      .send({ username: 'leaving.chef', password: STAFF_PASSWORD })
      .expect(401);

    await admin.patch(`/api/users/${id}`).send({ disabled: false }).expect(200);
    await request(t.app)
      .post('/api/auth/login')
      .send({ username: 'leaving.chef', password: STAFF_PASSWORD })
      .expect(200);
  });

  it("when an admin resets a password, then the user's sessions end and the next sign-in must choose a new one", async () => {
    const { agent, id } = await staffAgent(t.app, admin, 'forgetful.host');
    await admin
      .post(`/api/users/${id}/password`)
      .send({ password: 'temporary-mango-19' })
      .expect(204);
    await agent.get('/api/reservations').expect(401);
    const again = request.agent(t.app);
    const login = await again
      .post('/api/auth/login')
      .send({ username: 'forgetful.host', password: 'temporary-mango-19' })
      .expect(200);
    expect(login.body.mustChangePassword).toBe(true);
    const common = await admin.post(`/api/users/${id}/password`).send({ password: 'qwerty123' });
    expect(common.status).toBe(400);
    expect(common.body.errors).toEqual([
      { path: 'password', message: 'This password is too common' },
    ]);
  });

  it('when the last enabled admin would be disabled or demoted, then 409 and nothing changes', async () => {
    const [seeded] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.username, TEST_ADMIN.username));
    // Another admin may not disable the last one either: make a second, disabled, admin first.
    const demote = await admin.patch(`/api/users/${seeded!.id}`).send({ isAdmin: false });
    expect(demote.status).toBe(409);
    expect(demote.body).toEqual({
      message: 'There must always be at least one enabled admin',
      code: 'last_admin',
    });
    const self = await admin.patch(`/api/users/${seeded!.id}`).send({ disabled: true });
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('self_disable');

    // With a second admin, the first may be demoted; then the second is the last one.
    const { agent: owner, id: ownerId } = await staffAgent(t.app, admin, 'owner.two', {
      isAdmin: true,
    });
    await owner.patch(`/api/users/${seeded!.id}`).send({ isAdmin: false }).expect(200);
    const last = await owner.patch(`/api/users/${ownerId}`).send({ isAdmin: false });
    expect(last.status).toBe(409);
    await owner.patch(`/api/users/${seeded!.id}`).send({ isAdmin: true }).expect(200);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, seeded!.id));
    expect(after).toMatchObject({ isAdmin: true, disabled: false });
  });

  it('when a staff user (not an admin) calls the account routes, then 403 and nothing changes', async () => {
    const { agent, id } = await staffAgent(t.app, admin, 'curious.waiter');
    await agent.get('/api/users').expect(403);
    await agent
      .post('/api/users')
      .send({ username: 'sneaky', password: 'sneaky-pass-4242' })
      .expect(403);
    await agent.patch(`/api/users/${id}`).send({ isAdmin: true }).expect(403);
    await agent
      .post(`/api/users/${id}/password`)
      .send({ password: 'sneaky-pass-4242' })
      .expect(403);
    await agent.get('/api/audit').expect(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row!.isAdmin).toBe(false);
  });

  it('when accounts change, then each change is one audit row with who, what and no password', async () => {
    const before = (await auditRows()).length;
    const created = await admin
      .post('/api/users')
      .send({ username: 'audited.user', password: 'secret-lotus-5150', isAdmin: false })
      .expect(201);
    await admin.patch(`/api/users/${created.body.id}`).send({ isAdmin: true }).expect(200);
    await admin
      .post(`/api/users/${created.body.id}/password`)
      .send({ password: 'secret-lotus-6161' })
      .expect(204);
    const rows = (await auditRows()).slice(before);
    expect(rows.map((r) => [r.area, r.action, r.entityId, r.username, r.before, r.after])).toEqual([
      [
        'accounts',
        'create',
        String(created.body.id),
        'admin',
        null,
        { username: 'audited.user', isAdmin: false, disabled: false },
      ],
      [
        'accounts',
        'update',
        String(created.body.id),
        'admin',
        { isAdmin: false },
        { isAdmin: true },
      ],
      [
        'accounts',
        'reset password',
        String(created.body.id),
        'admin',
        null,
        { mustChangePassword: true },
      ],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/secret-lotus|argon2/);
  });

  it('when anyone tries to change or delete an audit row, then the database refuses', async () => {
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.database.db.execute(statement).then(
        () => 'allowed',
        (err: Error & { cause?: Error }) => (err.cause ?? err).message,
      );
    const count = async () => (await auditRows()).length;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    expect(await refusal(sql`update audit_log set username = 'someone else'`)).toMatch(
      /append-only/,
    );
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only/);
    expect(await count()).toBe(before);
  });
});

describe(`staff session lifetimes (${testDatabaseKind})`, () => {
  let t: TestApp;
  const clock = testClock('2026-11-23T09:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
  });
  afterAll(() => t.close());

  it('when a session has been idle over 30 minutes, then it is refused', async () => {
    clock.set('2026-11-23T09:00:00Z');
    const agent = await signedInAgent(t.app);
    clock.set('2026-11-23T09:29:00Z');
    await agent.get('/api/reservations').expect(200);
    clock.set('2026-11-23T09:58:30Z');
    await agent.get('/api/reservations').expect(200);
    clock.set('2026-11-23T10:29:00Z');
    await agent.get('/api/reservations').expect(401);
    await agent.get('/api/auth/check').expect(401);
  });

  it('when a busy session is over 12 hours old, then it is refused', async () => {
    clock.set('2026-11-23T09:00:00Z');
    const agent = await signedInAgent(t.app);
    for (let minutes = 20; minutes <= 12 * 60; minutes += 20) {
      clock.set(new Date(Date.parse('2026-11-23T09:00:00Z') + minutes * 60_000).toISOString());
      await agent.get('/api/auth/check').expect(200);
    }
    clock.set('2026-11-23T21:10:00Z');
    await agent.get('/api/auth/check').expect(401);
  });
});
