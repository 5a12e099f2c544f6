import { can } from '@obra/domain';
import { useSession } from '../session.js';

/** Whose data a row of the device's offline database is: a company and a person may share a numeric id. */
export function ownerKey(account: { id: number; isCompany: boolean }): string {
  return `${account.isCompany ? 'c' : 'u'}${account.id}`;
}

/**
 * The owner key of an account whose changes go through the device's outbox: the crew's, who work
 * without signal (issue 13) and whose header drains it. Null for others, whose changes are sent
 * as plain calls.
 */
export function useOwner(): string | null {
  const { account, principal } = useSession();
  return account && can(principal, 'screen.open', '/jobs') ? ownerKey(account) : null;
}
