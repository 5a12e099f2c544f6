import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_PHOTOS_PER_JOB,
  PHOTO_MSG,
  deleteMediaBody,
  envelope,
  mediaItem,
  mediaJobQuery,
  mediaProjectQuery,
  photoUploadForm,
} from '@obra/domain';
import { z } from 'zod';
import { principalOf } from '../../auth/guard.js';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { afterCommit } from '../../realtime/events.js';
import { jobScope, scopeToRead, scopeToUpload } from './access.js';
import { processPhoto, type ProcessedPhoto } from './processing.js';
import {
  assertJobRoom,
  deletePhoto,
  photosOf,
  savedJobPhotos,
  storePhotos,
  sweepUnsentChatPhotos,
  uploaderOf,
} from './service.js';
import { receivePhotos } from './upload.js';

/** How often unsent chat photos past their wait are looked for. */
export const CHAT_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files } = app.deps;
  const tags = ['media'];
  const list = { 200: envelope(z.array(mediaItem)) };

  // Chat photos whose message never came are removed on a timer too, not only at the project's
  // next chat upload: a loop of uploads without messages must not pile up for long.
  const sweep = setInterval(() => {
    sweepUnsentChatPhotos(db, files, null).catch((err: unknown) => app.log.warn({ err }, 'chat photo sweep failed'));
  }, CHAT_SWEEP_INTERVAL_MS).unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.post(
    '/upload/photos',
    {
      schema: {
        summary: 'Upload photos of a job, a project or its chat',
        tags,
        consumes: ['multipart/form-data'],
        body: photoUploadForm,
        response: list,
      },
      // The schema documents the form; the parts are streamed and checked by receivePhotos.
      validatorCompiler: () => (data) => ({ value: data }),
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { scope, photos, overflow, stoppedEarly } = await receivePhotos(request, (target) =>
        scopeToUpload(db, principal, target),
      );
      // The rest of an oversized form was not read: the connection closes with the answer.
      if (stoppedEarly) void reply.header('connection', 'close');
      const adding = overflow ? MAX_PHOTOS_PER_JOB + 1 : photos.length;
      // The limit is checked before any photo is decoded; storePhotos checks it again under a lock.
      if (scope.jobId !== null) assertJobRoom(await savedJobPhotos(db, scope.jobId), adding);
      else if (adding > MAX_PHOTOS_PER_JOB) throw badRequest(PHOTO_MSG.batchLimit);
      if (photos.length === 0) throw badRequest(PHOTO_MSG.required);
      const processed: ProcessedPhoto[] = [];
      for (const photo of photos) processed.push(await processPhoto(photo.content, photo.filename));
      if (scope.kind === 'chat') await sweepUnsentChatPhotos(db, files, scope.projectId);
      const stored = await storePhotos(db, files, scope, processed, uploaderOf(principal));
      // A chat photo is seen once its message is sent; until then nobody else needs to refetch.
      if (scope.kind === 'chat') return ok(stored);
      afterCommit({ type: 'project update', projectId: scope.projectId, isNew: false });
      return ok(await photosOf(db, scope));
    },
  );

  app.get(
    '/media/getByJob',
    { schema: { summary: "List a job's photos", tags, querystring: mediaJobQuery, response: list } },
    async (request) => {
      const scope = await scopeToRead(db, principalOf(request), await jobScope(db, request.query.jobId));
      return ok(await photosOf(db, scope));
    },
  );

  app.get(
    '/media/getByProject',
    { schema: { summary: "List a project's photos", tags, querystring: mediaProjectQuery, response: list } },
    async (request) => {
      const scope = await scopeToRead(db, principalOf(request), {
        projectId: request.query.projectId,
        kind: 'project',
        jobId: null,
      });
      return ok(await photosOf(db, scope));
    },
  );

  app.put(
    '/media/delete',
    { schema: { summary: 'Delete a photo', tags, body: deleteMediaBody, response: list } },
    async (request) => {
      const scope = await deletePhoto(db, files, principalOf(request), request.body.mediaId);
      return ok(await photosOf(db, scope));
    },
  );
};
