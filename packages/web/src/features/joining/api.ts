import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, Invitation, LoginResult } from '@obra/domain';
import { get, post, put, qs } from '../../lib/api.js';
import { hashPassword, hashUsername } from '../../lib/hash.js';
import { useSession } from '../../lib/session.js';
import { clientsKey } from '../../lib/queries/clients.js';

/** Accepting or refusing a client's request to join (PRODUCT.md); answers the company's clients. */
export function useClientDecision() {
  const queryClient = useQueryClient();
  const { companyId } = useSession();
  return useMutation({
    mutationFn: ({ clientId, accept }: { clientId: number; accept: boolean }) =>
      put<Client[]>(accept ? '/clients/accept' : '/clients/reject', { clientId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: clientsKey(companyId) });
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}

export const inviteWorker = (email: string, role: 'employee' | 'contractor') =>
  post<true>('/workers/invite', { email, role });

export const showInvitation = (token: string) =>
  get<Invitation>(`/invitations/get${qs({ token })}`, { anonymous: true });

export interface InvitationAnswer {
  username: string;
  password: string;
  name: string;
  phone: string;
  field: string;
  language: LoginResult['language'];
}

export async function acceptInvitation(token: string, answer: InvitationAnswer) {
  return post<{ id: number }>(
    '/invitations/accept',
    {
      ...answer,
      token,
      username: await hashUsername(answer.username),
      password: await hashPassword(answer.password),
    },
    { anonymous: true },
  );
}
