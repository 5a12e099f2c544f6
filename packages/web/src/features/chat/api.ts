import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post, qs } from '../../lib/api.js';
import { useSession } from '../../lib/session.js';

export interface ChatMessage {
  id: number;
  projectId: number;
  messageText: string;
  projectMediaId: number;
  messageOrigin: number;
  senderName: string;
  createdAt: string;
}

/** Reading the messages also clears the reader's unread count, so the project list is refreshed after. */
export function useMessages(projectId: number, enabled: boolean) {
  const { authType } = useSession();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['messages', projectId],
    enabled,
    queryFn: async () => {
      const messages = await get<ChatMessage[]>(`/projects/getProjectMessages${qs({ authType, projectId })}`);
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
      return messages;
    },
  });
}

export function useSendMessage(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageText: string) =>
      post<ChatMessage>('/projects/message/create', { projectId, messageText, projectMediaId: -1 }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['messages', projectId] }),
  });
}
