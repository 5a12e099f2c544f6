import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AUTH_TYPE, type Project, type ProjectStatus } from '@obra/domain';
import { get, post, qs } from '../../lib/api.js';
import { useSession } from '../../lib/session.js';

/** The caller's projects: a company's (and its admins') by company, everyone else's by user. */
export function useProjects() {
  const { account, authType, companyId } = useSession();
  const byCompany = authType === AUTH_TYPE.company && companyId !== null;
  return useQuery({
    queryKey: ['projects', byCompany ? `company:${companyId}` : `user:${account?.id}`],
    enabled: account !== null,
    queryFn: () =>
      byCompany
        ? get<Project[]>(`/projects/getByCompany${qs({ companyId: companyId! })}`)
        : get<Project[]>(`/projects/getByUser${qs({ userId: account!.id })}`),
  });
}

export function useUpdateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { projectId: number; status: ProjectStatus }) => post<Project>('/projects/updateStatus', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['projects'] }),
  });
}

export interface InvoiceSent {
  invoiceId: number;
  number: string;
  address: string;
  message: string;
}

export const sendInvoice = (projectId: number) => post<InvoiceSent>('/projects/invoice', { projectId });
export const notifyClient = (projectId: number, message: string) => post<true>('/projects/notify', { projectId, message });
