import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { Socket } from 'socket.io-client';
import type { Project } from '@obra/domain';
import { get, qs, storedToken } from './api.js';
import { projectRefresher, type ProjectUpdate } from './project-refresher.js';
import { resyncer } from './resync.js';
import { useSession } from './session.js';

interface ChatEvent {
  projectId: number;
  messageOrigin: number;
  messageId: number;
}

const fetchProject = (projectId: number) => get<Project>(`/projects/getProjectById${qs({ projectId })}`);

/** The cache's patches load with the first event that needs them, not with every screen's script. */
const patches = () => import('./project-patches.js');

/**
 * One Socket.IO connection per signed-in tab (same origin, token in the handshake). Events carry
 * ids, not data to trust: a changed project is read again by itself (getProjectById) and patched
 * into the cached lists, never the lists themselves; after a reconnection only what is on screen
 * is read again, spread over a few seconds.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { account } = useSession();
  const queryClient = useQueryClient();
  const accountId = account ? `${account.isCompany ? 'c' : 'u'}${account.id}` : null;
  const readerId = account?.id;
  const readerIsCompany = account?.isCompany === true;

  useEffect(() => {
    const token = storedToken();
    if (!accountId || !token || readerId === undefined) return;
    let socket: Socket | null = null;
    let cancelled = false;
    const refresher = projectRefresher({
      fetch: async (id) => (await patches()).refreshProject(queryClient, id, fetchProject),
      drop: (id) => void patches().then(({ dropProject }) => dropProject(queryClient, id)),
      added: () => void patches().then(({ refetchProjectLists }) => refetchProjectLists(queryClient)),
    });
    const sync = resyncer(queryClient);
    // Loaded only once someone signs in, so a visitor's first page does not carry it.
    void import('socket.io-client').then(({ io }) => {
      if (cancelled) return;
      socket = io({ auth: { token }, transports: ['websocket', 'polling'] });
      listen(socket);
    });
    const listen = (socket: Socket) => {
      socket.on('project update', (event: ProjectUpdate) => {
        refresher.heard(event);
        // Photos added or deleted by someone else show in any photo list open on the screen.
        void queryClient.invalidateQueries({ queryKey: ['photos'] });
        // A clock tap or a correction changes the hours and the open entries on any screen showing them.
        void queryClient.invalidateQueries({ queryKey: ['time'] });
      });
      socket.on('chat message', (event: ChatEvent) => {
        const messages = ['messages', event.projectId];
        // An open chat reads the message, which marks it read; otherwise it waits as unread.
        const open = queryClient.getQueryCache().find({ queryKey: messages, exact: true })?.isActive() ?? false;
        const reader = { id: readerId, isCompany: readerIsCompany };
        if (!open) void patches().then(({ countUnread }) => countUnread(queryClient, event, reader));
        void queryClient.invalidateQueries({ queryKey: messages });
      });
      socket.on('new notification', () => void queryClient.invalidateQueries({ queryKey: ['notifications'] }));
      // Issue 14: a client answered an estimate, opened an invoice, or a payment was recorded.
      socket.on('billing', (event: { projectId: number }) => {
        void import('./queries/billing.js').then(({ refreshBilling }) => refreshBilling(queryClient, event.projectId));
      });
      // After a disconnection the server cannot replay what was missed: read again what is on screen.
      socket.on('resync', () => sync.resync());
      // The server closes a socket when the account's access changed (demoted, removed, blocked, or
      // the session ended). Reading again shows what the account may see now, or signs out on a 401;
      // connecting again gets the new rooms, or is refused.
      socket.on('disconnect', (reason) => {
        if (reason !== 'io server disconnect') return;
        sync.resync();
        socket.connect();
      });
    };
    return () => {
      cancelled = true;
      refresher.stop();
      sync.stop();
      socket?.disconnect();
    };
  }, [accountId, readerId, readerIsCompany, queryClient]);

  return <>{children}</>;
}
