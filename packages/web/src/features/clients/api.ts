import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Client, CreateClientBody } from '@obra/domain';
import { get, post, qs } from '../../lib/api.js';
import { useSession } from '../../lib/session.js';

export function useClients() {
  const { companyId } = useSession();
  return useQuery({
    queryKey: ['clients', companyId],
    enabled: companyId !== null,
    queryFn: () => get<Client[]>(`/clients/getByCompany${qs({ companyId: companyId! })}`),
  });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  const { companyId } = useSession();
  return useMutation({
    mutationFn: (body: CreateClientBody) => post<Client[]>('/clients/create', body),
    onSuccess: (list) => queryClient.setQueryData(['clients', companyId], list),
  });
}
