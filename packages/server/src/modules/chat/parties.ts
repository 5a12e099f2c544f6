import { projectSideOf } from '@obra/domain';
import type { Principal } from '../../auth/principal.js';

/** Whose read marker a caller moves: a company account reads as the company, everyone else as themselves. */
export type Reader = { companyId: number } | { userId: number };

/** The two sides of a project's chat: the company side (the company, its admins, a contractor on their own project) and its client. */
export type ChatSide = 'company' | 'client';

export interface ChatParty {
  side: ChatSide;
  /** SPEC §3 messageOrigin: the sender's authType (1 company or admin, 3 contractor, 4 client). */
  origin: 1 | 3 | 4;
  reader: Reader;
}

/** SPEC §3's client origin; every other origin is the company side. */
export const CLIENT_ORIGIN = 4;

export function readerOf(principal: Principal): Reader {
  return principal.kind === 'company' ? { companyId: principal.companyId } : { userId: principal.userId };
}

/** How the caller takes part in a project's chat, or null when they do not (workers, other tenants, other clients). */
export function chatPartyOf(
  principal: Principal,
  project: { companyId: number; clientId: number | null },
): ChatParty | null {
  const reader = readerOf(principal);
  // chat.join: the owner side and the client; the kind of account only names the message's origin.
  const side = projectSideOf(principal, project);
  if (side === 'owner') {
    const origin = principal.kind === 'user' && principal.userType === 'contractor' ? 3 : 1;
    return { side: 'company', origin, reader };
  }
  if (side === 'client') return { side: 'client', origin: CLIENT_ORIGIN, reader };
  return null;
}
