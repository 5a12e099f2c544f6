import { hash, verify } from '@node-rs/argon2';

/**
 * The web app sends sha256(password); the server keeps an argon2id hash of that digest, so a
 * leaked table holds nothing a login would accept (PRODUCT.md).
 */
export function hashPassword(clientDigest: string): Promise<string> {
  return hash(clientDigest);
}

export async function verifyPassword(storedHash: string, clientDigest: string): Promise<boolean> {
  try {
    return await verify(storedHash, clientDigest);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;
/** Spends the same time on an unknown username as on a wrong password, so logins don't reveal which exist. */
export async function verifyDecoy(clientDigest: string): Promise<void> {
  decoy ??= hashPassword('decoy');
  await verifyPassword(await decoy, clientDigest);
}
