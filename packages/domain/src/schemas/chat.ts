import { z } from 'zod';
import { CHAT_MESSAGE_MAX, CHAT_MSG } from '../limits/chat.js';
import { id } from './fields.js';
import { pageShape } from './paging.js';

/**
 * `POST /api/projects/message/create` (SPEC §3 chat message). The text is plain text, kept as typed
 * apart from the spaces around it; a message of only spaces is empty. `projectMediaId` −1, 0, null or
 * absent means no photo. `messageOrigin` is never read from the body: the server knows who writes.
 */
export const chatMessageInput = z
  .object({
    projectId: id('projectId'),
    messageText: z
      .string({ error: CHAT_MSG.invalid })
      .trim()
      .max(CHAT_MESSAGE_MAX, CHAT_MSG.tooLong)
      .nullish()
      .transform((v) => v ?? ''),
    projectMediaId: z
      .number({ error: CHAT_MSG.mediaNotInProject })
      .int(CHAT_MSG.mediaNotInProject)
      .min(-1, CHAT_MSG.mediaNotInProject)
      .max(2_147_483_647, CHAT_MSG.mediaNotInProject)
      .nullish()
      .transform((v) => (v === null || v === undefined || v <= 0 ? null : v)),
  })
  .superRefine((m, ctx) => {
    if (m.messageText === '' && m.projectMediaId === null) {
      ctx.addIssue({ code: 'custom', path: ['messageText'], message: CHAT_MSG.empty });
    }
  });
export type ChatMessageInput = z.input<typeof chatMessageInput>;
export type ChatMessageParsed = z.output<typeof chatMessageInput>;

/**
 * `GET /api/projects/getProjectMessages?authType&projectId`. SPEC's `authType` is accepted for the
 * web app's sake and ignored: the server knows who is calling.
 */
export const projectMessagesQuery = z.object({
  projectId: id('projectId'),
  authType: z.string().max(20).optional(),
  ...pageShape,
});

/** A chat message as the answers carry it; `messageOrigin` is the sender's authType (1, 3 or 4). */
export const chatMessage = z.object({
  id: z.number(),
  projectId: z.number(),
  messageText: z.string(),
  /** −1 when the message carries no photo. */
  projectMediaId: z.number(),
  /** `/api/files/{name}` of the photo, null when none. */
  mediaUrl: z.string().nullable(),
  messageOrigin: z.number(),
  senderName: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;
