import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaItem } from '@obra/domain';
import { getPage, post, qs } from '../../lib/api.js';
import { pageAt, pagedQuery, usePaged } from '../../lib/paged-query.js';
import { PAGE_ROWS } from '../../lib/paged-query.js';
import { clearUnread } from '../../lib/project-patches.js';
import { useSession } from '../../lib/session.js';
import { upload, type Transfer } from '../../lib/upload.js';

export interface ChatMessage {
  id: number;
  projectId: number;
  messageText: string;
  projectMediaId: number;
  /** `/api/files/{name}` of the message's photo, null when none. */
  mediaUrl: string | null;
  messageOrigin: number;
  senderName: string;
  createdAt: string;
}

/**
 * A project's messages, newest first, a page at a time: the first page is the latest, each next
 * one older. Reading them also clears the reader's unread count: the cached project shows none left.
 */
export function useMessages(projectId: number, enabled: boolean) {
  const { authType } = useSession();
  const queryClient = useQueryClient();
  const path = `/projects/getProjectMessages${qs({ authType, projectId, limit: PAGE_ROWS })}`;
  return usePaged({
    ...pagedQuery<ChatMessage, readonly unknown[]>(['messages', projectId], path, enabled),
    queryFn: async ({ pageParam, signal }) => {
      const page = await getPage<ChatMessage>(pageAt(path, pageParam), { signal });
      clearUnread(queryClient, projectId);
      return page;
    },
  });
}

/** A message to send: its text and, optionally, a photo to upload first for it. */
export interface OutgoingMessage {
  text: string;
  photo?: File | null;
  /** How the photo's upload is followed and cancelled. */
  transfer?: Transfer;
}

/** Uploads one photo for a chat message; the server answers just the photo it stored. */
async function uploadChatPhoto(projectId: number, photo: File, transfer?: Transfer): Promise<MediaItem | undefined> {
  const form = new FormData();
  form.append('projectId', String(projectId));
  form.append('isProjectItem', 'false');
  form.append('isChatItem', 'true');
  form.append('photos', photo, photo.name);
  const [stored] = await upload<MediaItem[]>('/upload/photos', form, transfer);
  return stored;
}

/**
 * Sends a message; with a photo, the photo is first uploaded to the project's chat and the message
 * carries its id as projectMediaId (−1 when none, SPEC §3).
 */
export function useSendMessage(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ text, photo, transfer }: OutgoingMessage) => {
      let projectMediaId = -1;
      if (photo) projectMediaId = (await uploadChatPhoto(projectId, photo, transfer))?.id ?? -1;
      return post<ChatMessage>('/projects/message/create', { projectId, messageText: text, projectMediaId });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['messages', projectId] }),
  });
}
