import { z } from 'zod';
import { MAX_PHOTOS_PER_JOB, PHOTO_MSG } from '../limits/media.js';
import { id } from './fields.js';

export const MEDIA_KINDS = ['job', 'project', 'chat'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** A stored photo (SPEC §3 Media/photo): `name` is the server-made file name, `url` where to fetch it. */
export const mediaItem = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  /** A small WebP for lists; null only for photos stored without one. */
  thumbUrl: z.string().nullable(),
  kind: z.enum(MEDIA_KINDS),
  jobId: z.number().nullable(),
  projectId: z.number(),
  /** The name the uploader's device gave the file; a caption, never a path. */
  originalName: z.string(),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItem>;

/** Documents POST /api/upload/photos; the parts themselves are read as a stream by the server. */
export const photoUploadForm = z.object({
  projectId: z.string().meta({ description: 'Id del proyecto' }),
  jobId: z.string().optional().meta({ description: 'Id del trabajo; obligatorio cuando isProjectItem es true' }),
  isProjectItem: z
    .enum(['true', 'false'])
    .meta({ description: 'true: fotos de un trabajo; false: fotos del proyecto o del chat' }),
  isChatItem: z.enum(['true', 'false']).optional().meta({
    description:
      'true (con isProjectItem false): una foto para un mensaje del chat; la respuesta trae solo las fotos guardadas',
  }),
  photos: z.array(z.string().meta({ format: 'binary' })).meta({
    description: `Una o más fotos JPEG, PNG o WebP de hasta 10 MB; como máximo ${MAX_PHOTOS_PER_JOB} por trabajo`,
  }),
});

/** The text fields of the upload form, as they arrive (strings). */
export const photoUploadFields = z.object({
  projectId: id('projectId', PHOTO_MSG.project),
  isProjectItem: z.enum(['true', 'false'], { error: PHOTO_MSG.scope }),
  isChatItem: z.enum(['true', 'false'], { error: PHOTO_MSG.scope }).optional(),
});
export const photoJobField = z.object({ jobId: id('jobId', PHOTO_MSG.job) });

export const mediaJobQuery = z.object({ jobId: id('jobId', PHOTO_MSG.job) });
export const mediaProjectQuery = z.object({ projectId: id('projectId', PHOTO_MSG.project) });
export const deleteMediaBody = z.object({ mediaId: id('mediaId', PHOTO_MSG.photo) });
