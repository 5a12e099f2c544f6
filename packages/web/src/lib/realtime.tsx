import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { Socket } from 'socket.io-client';
import { storedToken } from './api.js';
import { useSession } from './session.js';

/**
 * One Socket.IO connection per signed-in tab (same origin, token in the handshake). Events do not
 * carry data to trust: they say what changed, and the query cache fetches it again.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { account } = useSession();
  const queryClient = useQueryClient();
  const accountId = account ? `${account.isCompany ? 'c' : 'u'}${account.id}` : null;

  useEffect(() => {
    const token = storedToken();
    if (!accountId || !token) return;
    let socket: Socket | null = null;
    let cancelled = false;
    // Loaded only once someone signs in, so a visitor's first page does not carry it.
    void import('socket.io-client').then(({ io }) => {
      if (cancelled) return;
      socket = io({ auth: { token }, transports: ['websocket', 'polling'] });
      listen(socket);
    });
    const listen = (socket: Socket) => {
      socket.on('project update', () => {
        void queryClient.invalidateQueries({ queryKey: ['projects'] });
        // Photos added or deleted by someone else show in any photo list open on the screen.
        void queryClient.invalidateQueries({ queryKey: ['photos'] });
      });
      socket.on('chat message', (event: { projectId: number }) => {
        void queryClient.invalidateQueries({ queryKey: ['messages', event.projectId] });
        void queryClient.invalidateQueries({ queryKey: ['projects'] });
      });
      socket.on('new notification', () => void queryClient.invalidateQueries({ queryKey: ['notifications'] }));
      // After a disconnection the server cannot replay what was missed: fetch everything again.
      socket.on('resync', () => void queryClient.invalidateQueries());
      // The server closes a socket when the account's access changed (demoted, removed, blocked, or
      // the session ended). Fetching again shows what the account may see now, or signs out on a 401;
      // connecting again gets the new rooms, or is refused.
      socket.on('disconnect', (reason) => {
        if (reason !== 'io server disconnect') return;
        void queryClient.invalidateQueries();
        socket.connect();
      });
    };
    return () => {
      cancelled = true;
      socket?.disconnect();
    };
  }, [accountId, queryClient]);

  return <>{children}</>;
}
