import type { Express } from 'express';
import request from 'supertest';

/** The password every test account ends up with after its first sign-in. */
export const STAFF_PASSWORD = 'coriander-lamp-2026';

type Agent = ReturnType<typeof request.agent>;

/**
 * A signed-in staff account made the way the product makes one: an admin adds it with a
 * temporary password, its owner signs in and chooses their own. Returns the owner's agent.
 */
export async function staffAgent(
  app: Express,
  admin: Agent,
  username: string,
  options: { isAdmin?: boolean } = {},
): Promise<{ agent: Agent; id: number }> {
  const created = await admin
    .post('/api/users')
    .send({ username, password: 'temporary-pass-1234', isAdmin: options.isAdmin ?? false });
  if (created.status !== 201)
    throw new Error(`creating ${username}: ${created.status} ${created.text}`);
  const agent = request.agent(app);
  const login = await agent
    .post('/api/auth/login')
    .send({ username, password: 'temporary-pass-1234' });
  if (login.status !== 200) throw new Error(`signing in ${username}: ${login.status}`);
  const changed = await agent
    .post('/api/auth/password')
    .send({ currentPassword: 'temporary-pass-1234', newPassword: STAFF_PASSWORD });
  if (changed.status !== 204)
    throw new Error(`choosing a password: ${changed.status} ${changed.text}`);
  return { agent, id: created.body.id as number };
}
