/**
 * The ceiling: a bare Fastify answering each call with the bytes the real server gave for it,
 * kept in memory. Run as its own process (like the server), so it has a core to itself as the
 * server has:  node --import tsx bench/ceiling.ts <answers.json>  → prints "LISTENING <port>".
 */
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

export interface CannedAnswer {
  method: 'GET' | 'POST';
  /** Path and query string, as requested. */
  url: string;
  body: string;
}

const answers = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as CannedAnswer[];
/** Keyed by method and URL with its query: two calls may share a path (getByUser as a worker, as a client). */
const bytes = new Map(answers.map((answer) => [`${answer.method} ${answer.url}`, Buffer.from(answer.body)]));
const app = Fastify();
// A POST's body is parsed as the server parses it, then left alone.
app.route({
  method: ['GET', 'POST'],
  url: '/*',
  handler: (request, reply) => {
    const answer = bytes.get(`${request.method} ${request.url}`);
    if (!answer) return reply.code(404).send();
    return reply.type('application/json; charset=utf-8').send(answer);
  },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`LISTENING ${typeof address === 'object' && address ? address.port : ''}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
