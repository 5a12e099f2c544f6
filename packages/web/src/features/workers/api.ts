import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateWorkerBody, Worker } from '@obra/domain';
import { post, put } from '../../lib/api.js';
import { hashPassword } from '../../lib/hash.js';
import { useSession } from '../../lib/session.js';
import { workersKey, workersQuery } from './queries.js';

export function useWorkers(enabled = true) {
  return useQuery(workersQuery(useSession().companyId, enabled));
}

export type WorkerAction =
  | { kind: 'create'; body: CreateWorkerBody }
  | { kind: 'access'; userId: number; access: boolean }
  | { kind: 'type'; userId: number; type: 'employee' | 'admin' }
  | { kind: 'unassign'; userId: number }
  | { kind: 'remove'; userId: number }
  | { kind: 'password'; userId: number; password: string }
  /** Dollars an hour as typed; null clears it. */
  | { kind: 'rate'; userId: number; hourlyRate: string | null };

/** Every worker change answers the company's fresh list. */
export function useWorkerAction() {
  const queryClient = useQueryClient();
  const { companyId } = useSession();
  return useMutation({
    mutationFn: (action: WorkerAction): Promise<Worker[]> => {
      switch (action.kind) {
        case 'create':
          return post<Worker[]>('/workers/create', action.body);
        case 'access':
          return put<Worker[]>('/workers/updateAccess', { userId: action.userId, access: action.access });
        case 'type':
          return put<Worker[]>('/workers/updateType', { userId: action.userId, type: action.type });
        case 'unassign':
          return put<Worker[]>('/workers/unassign', { companyId: companyId!, userId: action.userId });
        case 'remove':
          return put<Worker[]>('/workers/delete', { companyId: companyId!, userId: action.userId });
        case 'rate':
          return put<Worker[]>('/workers/rate', { userId: action.userId, hourlyRate: action.hourlyRate });
        case 'password':
          return hashPassword(action.password).then((password) =>
            put<Worker[]>('/workers/updatePassword', { userId: action.userId, password }),
          );
      }
    },
    onSuccess: (list, action) => {
      queryClient.setQueryData(workersKey(companyId), list);
      // A new rate changes the labor of the worker's open jobs.
      if (action.kind === 'unassign' || action.kind === 'remove' || action.kind === 'rate') {
        void queryClient.invalidateQueries({ queryKey: ['projects'] });
      }
    },
  });
}
