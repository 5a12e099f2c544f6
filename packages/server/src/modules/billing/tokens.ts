import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Share links of estimates and invoices. The token is never stored: it is an HMAC of the document
 * and a random nonce under the server's secret, so the company can be shown its link again (the
 * nonce is kept) while the database holds only the token's sha256, which is what a link is looked
 * up by. A new nonce makes a new link; ids alone never give one.
 */
export type ShareKind = 'estimate' | 'invoice';

export const newNonce = () => randomBytes(18).toString('base64url');

export function shareToken(secret: string, kind: ShareKind, id: number, nonce: string): string {
  return createHmac('sha256', secret).update(`${kind}:${id}:${nonce}`).digest('base64url');
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The columns a new link sets. */
export function newShare(secret: string, kind: ShareKind, id: number) {
  const nonce = newNonce();
  return { shareNonce: nonce, shareTokenHash: tokenHash(shareToken(secret, kind, id, nonce)), shareRevokedAt: null };
}

/** The client's page (/e/<token>, /f/<token>) while the link is live; null once revoked or never made. */
export function shareUrlOf(
  config: { publicUrl: string; authSecret: string },
  kind: ShareKind,
  row: { id: number; shareNonce: string | null; shareRevokedAt: Date | null },
): string | null {
  if (!row.shareNonce || row.shareRevokedAt) return null;
  const token = shareToken(config.authSecret, kind, row.id, row.shareNonce);
  return `${config.publicUrl}/${kind === 'estimate' ? 'e' : 'f'}/${token}`;
}
