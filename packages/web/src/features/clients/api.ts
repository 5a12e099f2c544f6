import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, CreateClientBody } from '@obra/domain';
import { post } from '../../lib/api.js';
import { usePaged } from '../../lib/paged-query.js';
import { useSession } from '../../lib/session.js';
import { clientsKey, clientsQuery } from '../../lib/queries/clients.js';

export function useClients() {
  return usePaged(clientsQuery(useSession().companyId));
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  const { companyId } = useSession();
  return useMutation({
    mutationFn: (body: CreateClientBody) => post<Client[]>('/clients/create', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKey(companyId) }),
  });
}

export const inviteClient = (clientId: number) => post<true>('/clients/invite', { clientId });
