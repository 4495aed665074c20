import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * In development the session secret is generated once and kept in DATA_DIR, so sign-ins
 * survive restarts without anyone having to set one. Production must set SESSION_SECRET.
 */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'session-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not generated yet.
  }
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
