import type { FastifyInstance } from 'fastify';
import { MSG } from '@obra/domain';
import { badRequest } from './errors.js';

/** A high surrogate not followed by a low one, or a low one not after a high one (code units, no `u` flag). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (text: string) => !LONE_SURROGATE.test(text);

/** Whether any string in a JSON value (keys included) holds a lone UTF-16 surrogate. */
function hasLoneSurrogate(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !wellFormed(value);
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasLoneSurrogate(v, depth + 1));
  return Object.entries(value).some(([k, v]) => !wellFormed(k) || hasLoneSurrogate(v, depth + 1));
}

/**
 * A lone surrogate cannot be stored as it came (PostgreSQL's UTF-8 has no place for it): it would
 * be silently changed. So text that holds one is refused, in every body and query, before any rule.
 */
export function refuseMalformedText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasLoneSurrogate(request.query) || hasLoneSurrogate(request.body)) throw badRequest(MSG.malformedText);
  });
}
