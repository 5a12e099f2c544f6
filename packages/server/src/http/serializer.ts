import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A route's answer schema as the type provider takes it: a zod type, or one under `properties`. */
function zodSchemaOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const inner = (schema as { properties?: unknown } | null)?.properties;
  if (inner instanceof z.ZodType) return inner;
  throw new Error(`an answer schema that is not a zod type: ${JSON.stringify(schema)}`);
}

/**
 * Answers are written by fast-json-stringify from their zod schemas turned into JSON Schema once,
 * when a route is registered: no zod runs over our own answers on every request (it took 18% of
 * the server's CPU on a long list). Like zod's parse, it writes only the properties the schema
 * names, so a field a query happens to read (a password hash) never leaves.
 *
 * `checkAnswers` (the tests): each answer also goes through the type provider's zod serializer,
 * which refuses one that breaks its schema, and the two writings must say the same; a wrong
 * answer, or a schema fast-json-stringify reads differently from zod, fails the test.
 */
export function answerSerializer(checkAnswers: boolean): FastifySerializerCompiler<unknown> {
  return (route) => {
    const schema = zodSchemaOf(route.schema);
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
    const write = fastJson(json as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
    if (!checkAnswers) return write;
    const checked = zodSerializerCompiler({ ...route, schema });
    return (data: unknown) => {
      const expected = checked(data);
      const written = write(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(`${route.method} ${route.url}: fast-json-stringify wrote ${written}, zod ${expected}`);
      }
      return written;
    };
  };
}
