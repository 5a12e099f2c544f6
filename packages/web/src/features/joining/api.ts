import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invitation, JoinRequest, LoginResult } from '@obra/domain';
import { get, post, put, qs } from '../../lib/api.js';
import { hashPassword, hashUsername } from '../../lib/hash.js';
import { useSession } from '../../lib/session.js';

export type RequestKind = 'workers' | 'clients';
const requestsKey = (companyId: number | null, kind: RequestKind) => ['joinRequests', companyId, kind];

/** The people asking to join the company, as workers or as clients. */
export function useJoinRequests(kind: RequestKind) {
  const { companyId } = useSession();
  return useQuery({
    queryKey: requestsKey(companyId, kind),
    enabled: companyId !== null,
    queryFn: () => get<JoinRequest[]>(`/joinRequests/get${qs({ companyId: companyId!, kind })}`),
  });
}

/** Accepting or refusing a request; an accepted one shows up in the workers' or clients' list. */
export function useJoinDecision(kind: RequestKind) {
  const queryClient = useQueryClient();
  const { companyId } = useSession();
  return useMutation({
    mutationFn: ({ userId, accept }: { userId: number; accept: boolean }) =>
      put<true>(accept ? '/joinRequests/accept' : '/joinRequests/refuse', { userId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: requestsKey(companyId, kind) });
      void queryClient.invalidateQueries({ queryKey: [kind, companyId] });
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}

export const inviteWorker = (email: string, role: 'employee' | 'contractor') =>
  post<true>('/workers/invite', { email, role });

export const inviteClient = (clientId: number) => post<true>('/clients/invite', { clientId });

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
