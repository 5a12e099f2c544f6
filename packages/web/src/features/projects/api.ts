import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AssigneeOption,
  type InvoiceListed,
  type Project,
  type ProjectInput,
  type ProjectStatus,
} from '@obra/domain';
import { get, post, qs } from '../../lib/api.js';
import { useSession } from '../../lib/session.js';
import { rememberSavedProject } from '../../lib/queries/project-cache.js';
import { clientsQuery } from '../../lib/queries/clients.js';
import { usePaged } from '../../lib/paged-query.js';
import { SELECT_ROWS } from '../../lib/paged-query.js';

export function useUpdateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { projectId: number; status: ProjectStatus }) => post<Project>('/projects/updateStatus', body),
    onSuccess: (project) => rememberSavedProject(queryClient, project),
  });
}

export interface InvoiceSent {
  invoiceId: number;
  number: string;
  address: string;
  message: string;
}

/** The project's sent invoices, newest first; asked again each time the details open (no realtime event follows a Factura). */
export const projectInvoicesKey = (projectId: number) => ['projects', 'invoices', projectId] as const;

export function useProjectInvoices(projectId: number, enabled = true) {
  return useQuery({
    queryKey: projectInvoicesKey(projectId),
    enabled,
    staleTime: 0,
    queryFn: () => get<InvoiceListed[]>(`/projects/invoices${qs({ projectId })}`),
  });
}

export const sendInvoice = (projectId: number) => post<InvoiceSent>('/projects/invoice', { projectId });
export const notifyClient = (projectId: number, message: string) =>
  post<true>('/projects/notify', { projectId, message });

/** The company's workers a job can be assigned to ('id#name'). */
export function useAssignees(enabled = true) {
  const { companyId } = useSession();
  return useQuery({
    queryKey: ['assignees', companyId],
    enabled: enabled && companyId !== null,
    queryFn: () => get<AssigneeOption[]>(`/projects/getAssigneesByCompany${qs({ companyId: companyId! })}`),
  });
}

/** The company's clients, for the project form's client select: its first 200 (the server's most for a page). */
export function useCompanyClients(enabled = true) {
  const { companyId } = useSession();
  const clients = usePaged({ ...clientsQuery(companyId, SELECT_ROWS), enabled: enabled && companyId !== null });
  // A client who only asked to join is not one a project can be for yet.
  return clients.rows.filter((c) => !c.pending);
}

export type ProjectBody = ProjectInput & { id?: number };

export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectBody) => post<Project>(body.id ? '/projects/update' : '/projects/create', body),
    onSuccess: (project) => rememberSavedProject(queryClient, project),
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: number) => post<true>('/projects/delete', { projectId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['projects'] }),
  });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { jobId: number; projectId: number }) => post<true>('/projects/job/delete', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['projects'] }),
  });
}
