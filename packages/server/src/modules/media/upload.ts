import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  MAX_PHOTOS_PER_JOB,
  PHOTO_MAX_BYTES,
  PHOTO_MSG,
  isMessage,
  photoJobField,
  photoUploadFields,
} from '@obra/domain';
import { badRequest, tooLarge } from '../../http/errors.js';

/** The form's own fields: where the photos go. `jobId` null: photos of the project itself or of its chat. */
export interface UploadTarget {
  projectId: number;
  jobId: number | null;
  chat: boolean;
}

export interface ReceivedPhotos<S> {
  scope: S;
  photos: { content: Buffer; filename: string }[];
  /** More files came than one batch may hold; those past six were read and dropped. */
  overflow: boolean;
  /** So many files came that reading stopped before the end of the form. */
  stoppedEarly: boolean;
}

/** Files read (and past six, dropped) before the form is given up on. */
const MAX_FILES_READ = 2 * MAX_PHOTOS_PER_JOB;

function parsed<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const said = result.error.issues[0]?.message;
    throw badRequest(said !== undefined && isMessage(said) ? said : PHOTO_MSG.project);
  }
  return result.data;
}

function targetOf(fields: Record<string, string>): UploadTarget {
  const { projectId, isProjectItem, isChatItem } = parsed(photoUploadFields, fields);
  const chat = isChatItem === 'true';
  if (chat && isProjectItem === 'true') throw badRequest(PHOTO_MSG.scope);
  // SPEC §3: a job is a "project item"; isProjectItem false means photos of the project itself.
  const jobId = isProjectItem === 'true' ? parsed(photoJobField, fields).jobId : null;
  return { projectId, jobId, chat };
}

const codeOf = (error: unknown) =>
  error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;

async function drain(stream: NodeJS.ReadableStream): Promise<void> {
  for await (const _chunk of stream) {
    // Read and dropped: the answer waits for the end of the form, as HTTP clients expect.
  }
}

/**
 * Reads the multipart form {projectId, jobId, isProjectItem, photos…} as a stream. Where the photos
 * go is settled (`resolve`: the permission check) as soon as the first file arrives; after a
 * refusal, and past six files, the rest is read without being kept, so a refused caller's files
 * are never buffered and the answer comes once the form is read. Files: at most 10 MB each.
 */
export async function receivePhotos<S>(
  request: FastifyRequest,
  resolve: (target: UploadTarget) => Promise<S>,
): Promise<ReceivedPhotos<S>> {
  if (!request.isMultipart()) throw badRequest(PHOTO_MSG.required);
  const fields: Record<string, string> = {};
  const photos: { content: Buffer; filename: string }[] = [];
  let scope: { value: S } | null = null;
  let refusal: unknown = null;
  let files = 0;
  let stoppedEarly = false;
  try {
    const parts = request.parts({ limits: { files: MAX_FILES_READ, fileSize: PHOTO_MAX_BYTES } });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      files++;
      if (scope === null && refusal === null) {
        try {
          scope = { value: await resolve(targetOf(fields)) };
        } catch (error) {
          refusal = error;
        }
      }
      if (refusal !== null || files > MAX_PHOTOS_PER_JOB) {
        await drain(part.file);
        continue;
      }
      try {
        photos.push({ content: await part.toBuffer(), filename: part.filename });
      } catch (error) {
        if (codeOf(error) !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        refusal = tooLarge(PHOTO_MSG.tooLarge);
      }
    }
  } catch (error) {
    // A file too large is reported again once the form ends; anything else is new.
    const code = codeOf(error);
    if (code === 'FST_FILES_LIMIT') stoppedEarly = true;
    else if (refusal === null) throw code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge(PHOTO_MSG.tooLarge) : error;
  }
  if (refusal !== null) throw refusal;
  scope ??= { value: await resolve(targetOf(fields)) };
  return { scope: scope.value, photos, overflow: files > MAX_PHOTOS_PER_JOB, stoppedEarly };
}
