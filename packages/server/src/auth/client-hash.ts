import { createHash } from 'node:crypto';

/**
 * What the web app sends for a username and a password (PRODUCT.md): lowercase SHA-256 hex.
 * The server needs it only where it makes accounts itself (demo data) and in tests.
 */
export function clientUsername(username: string): string {
  return createHash('sha256').update(username.trim().toLowerCase(), 'utf8').digest('hex');
}

export function clientPassword(password: string): string {
  return createHash('sha256').update(password, 'utf8').digest('hex');
}
