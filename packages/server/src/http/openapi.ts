import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IDEMPOTENCY_KEEP_DAYS, errorEnvelope } from '@obra/domain';
import { SESSION_COOKIE } from '../auth/session-cookie.js';

/** What protect() requires of a call, as the document says it. */
export const BEARER_SECURITY = [{ bearer: [] }];
/** The one call that answers the session cookie instead of a token (auth/session-cookie.ts). */
export const COOKIE_SECURITY = [{ sessionCookie: [] }];

/**
 * A stable operationId from the path alone: '/api/projects/getByCompany' → 'projects_getByCompany',
 * '/api/files/{name}' → 'files_byName'. The API has one method per path, so the path is enough.
 */
export function operationIdOf(path: string): string {
  return path
    .replace(/^\/api\//, '')
    .split('/')
    .map((part) => part.replace(/^\{(.)(.*)\}$/, (_, first: string, rest: string) => `by${first.toUpperCase()}${rest}`))
    .join('_');
}

type Operation = {
  operationId?: string;
  security?: unknown;
  parameters?: unknown[];
  responses?: Record<string, unknown>;
};
type Published = {
  paths?: Record<string, Record<string, Operation>>;
  components?: {
    schemas?: Record<string, unknown>;
    responses?: Record<string, unknown>;
    parameters?: Record<string, unknown>;
  };
};

/** http/idempotency.ts: every write honours it. */
const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Names this change (a UUID made by the client). Sent again with the same key and body within ' +
    `${IDEMPOTENCY_KEEP_DAYS} days, it is not applied again: the first answer comes back, with the header ` +
    'Idempotent-Replayed: true. The same key with another body is refused (422); while the first ' +
    'sending is still being answered, 409.',
  schema: { type: 'string', minLength: 1, maxLength: 200 },
};
const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

// The document states its dialect once (OpenAPI 3.1 is JSON Schema 2020-12); no schema repeats it.
const { $schema: _dialect, ...errorEnvelopeSchema } = z.toJSONSchema(errorEnvelope, { target: 'draft-2020-12' });

const envelopeOf = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
});

const ERROR_RESPONSES = {
  Refused: envelopeOf(
    'Refused: 400 invalid input, 401 no or bad session, 403 not allowed, 404 not found, 409 plan limit ' +
      'reached, 413 too large, 415 not JSON, 429 too many attempts. errorCode says which rule.',
  ),
  Failed: envelopeOf('Not answered: 500 a fault of the server, 503 the database or the mail is out of reach.'),
};

/**
 * Each operation as a client generated from the document needs it: its operationId, its security
 * (a route protect() did not mark is public), and the error envelope of its refusals and failures.
 */
function published<D extends object>(document: D): D {
  const doc = document as Published;
  doc.components = {
    ...doc.components,
    schemas: { ...doc.components?.schemas, ErrorEnvelope: errorEnvelopeSchema },
    responses: { ...doc.components?.responses, ...ERROR_RESPONSES },
    parameters: { ...doc.components?.parameters, IdempotencyKey: IDEMPOTENCY_KEY },
  };
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      operation.operationId = operationIdOf(path);
      if (WRITE_METHODS.has(method)) {
        operation.parameters = [...(operation.parameters ?? []), { $ref: '#/components/parameters/IdempotencyKey' }];
      }
      operation.security ??= [];
      operation.responses = {
        ...operation.responses,
        '4XX': { $ref: '#/components/responses/Refused' },
        '5XX': { $ref: '#/components/responses/Failed' },
      };
    }
  }
  return document;
}

/** The OpenAPI 3.1 document served at /api/docs/json, generated from the routes' zod schemas. */
export const openapiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: { title: 'Obra API', version: '1.0.0', description: 'Proyectos y trabajos para contratistas' },
    servers: [{ url: '/', description: 'The server that serves this document' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
      },
    },
  },
  transform: jsonSchemaTransform,
  transformObject: (documentObject) => published(jsonSchemaTransformObject(documentObject)),
};
