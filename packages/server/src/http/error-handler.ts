import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG, invalidMessage, isMessage, type Message } from '@obra/domain';
import { failure } from './envelope.js';
import { AppError } from './errors.js';
import { isDatabaseUnavailable } from './database-unavailable.js';

/** Client errors Fastify raises itself (bad JSON, wrong content type, oversized body…). */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: Message }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MSG.tooLarge },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: MSG.tooLarge },
  FST_FILES_LIMIT: { status: 413, message: MSG.tooLarge },
  FST_PARTS_LIMIT: { status: 413, message: MSG.tooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: MSG.invalidBody },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MSG.invalidBody },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MSG.invalidBody },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MSG.invalidBody },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, message: MSG.invalidBody },
};

/**
 * PostgreSQL's verdicts on data (SQLSTATE classes 22 and 23): a constraint or value the schemas
 * did not catch first, or a race between two requests. They are the caller's input, never a fault.
 */
function databaseVerdict(error: unknown): { status: number; message: Message } | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code !== 'string' || !/^2[23][0-9A-Z]{3}$/.test(code)) continue;
    if (code === '23505') {
      const constraint = String((e as { constraint?: unknown }).constraint ?? '');
      return { status: 400, message: constraint.includes('username') ? MSG.usernameTaken : MSG.duplicate };
    }
    return { status: 400, message: MSG.invalidBody };
  }
  return null;
}

/** Every failure leaves as the envelope, in Spanish; only a real fault is a 5xx, and it says nothing internal. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(failure(error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.split('/').filter(Boolean)[0];
      // Our schemas carry the domain's messages; where zod would speak its own English, the field is named instead.
      const said = first?.message ?? '';
      const message = isMessage(said) ? said : invalidMessage(field ?? 'body');
      return reply.status(400).send(failure(message));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(failure(MSG.rateLimited));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '30').send(failure(MSG.databaseUnavailable));
    }
    const known = (error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined) ?? databaseVerdict(error);
    if (known) return reply.status(known.status).send(failure(known.message));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(failure(MSG.invalidBody));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(MSG.serverError));
  });
}
