import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializer } from './serializer.js';

const person = z.object({ id: z.number(), name: z.string(), nickname: z.string().nullable() });

/** A route answering what `answer` says, under the serializer production (false) or the tests (true) use. */
async function serve(checkAnswers: boolean, answer: unknown) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer(checkAnswers));
  app.get('/person', { schema: { response: { 200: person } } }, async () => answer as z.infer<typeof person>);
  const response = await app.inject({ method: 'GET', url: '/person' });
  await app.close();
  return response;
}

describe('answers written from their schemas', () => {
  it('writes only the properties the schema names, as zod did', async () => {
    const response = await serve(false, { id: 1, name: 'Ana', nickname: null, passwordHash: 'secreto' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"id":1,"name":"Ana","nickname":null}');
  });

  it('in the tests, fails an answer that breaks its schema', async () => {
    const wrong = { id: '7', name: 'Ana', nickname: null };
    // Production writes what it is given as well as the schema allows: no zod runs over it.
    expect((await serve(false, wrong)).body).toBe('{"id":7,"name":"Ana","nickname":null}');
    expect((await serve(true, wrong)).statusCode).toBe(500);
    expect((await serve(true, { id: 1, name: 'Ana', nickname: 'Anita' })).statusCode).toBe(200);
  });
});
