import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Outside production, with no AUTH_SECRET configured, a secret is made once and kept in the data
 * directory, so sessions survive a restart of the local server.
 */
export function localAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not made yet
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
