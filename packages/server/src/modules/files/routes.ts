import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../auth/guard.js';
import { forbidden } from '../../http/errors.js';
import { isStoredName } from '../../storage/files.js';
import { CONTENT_TYPES } from '../../storage/images.js';
import { mayReadFile } from './access.js';

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files } = app.deps;

  app.get(
    '/files/:name',
    {
      schema: {
        summary: 'Download a stored file: a photo, a logo or an invoice',
        tags: ['files'],
        params: z.object({ name: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      // Only names the server made can exist; anything else (a path, an encoded traversal) is refused unread.
      if (!isStoredName(name) || !(await mayReadFile(db, principalOf(request), name))) throw forbidden();
      const content = await files.get(name);
      if (!content) throw forbidden();
      const extension = name.slice(name.lastIndexOf('.') + 1);
      return (
        reply
          .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
          .header('cache-control', 'private, max-age=86400')
          .header('x-content-type-options', 'nosniff')
          // Shown in the page (a photo, an invoice PDF), never run; the name is the server's own.
          .header('content-disposition', `inline; filename="${name}"`)
          .send(content)
      );
    },
  );
};
