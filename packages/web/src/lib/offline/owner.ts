import { useSession } from '../session.js';

/** Whose data a row of the device's offline database is: a company and a person may share a numeric id. */
export function ownerKey(account: { id: number; isCompany: boolean }): string {
  return `${account.isCompany ? 'c' : 'u'}${account.id}`;
}

/** The signed-in account's owner key; null for a visitor. */
export function useOwner(): string | null {
  const { account } = useSession();
  return account ? ownerKey(account) : null;
}
