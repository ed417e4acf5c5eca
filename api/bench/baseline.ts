import { readFileSync } from 'node:fs';
import http from 'node:http';
import Fastify from 'fastify';

// The yardsticks of the bench, answering the api's own bodies, precomputed:
// - Node's bare http server: no routing, validation, logging or database, the most any server in
//   Node can do on this machine;
// - a bare Fastify route sending the same bytes, logging as the api does: what the framework
//   alone costs, so the bench tells it apart from what the catalogue's route adds.
// Usage: baseline.ts HTTP_PORT FASTIFY_PORT PATH FILE [PATH FILE...]
const [httpPort = '0', fastifyPort = '0', ...routes] = process.argv.slice(2);
const bodies = new Map<string, Buffer>();
for (let index = 0; index + 1 < routes.length; index += 2) {
  bodies.set(routes[index] ?? '', readFileSync(routes[index + 1] ?? ''));
}

http
  .createServer((request, response) => {
    const body = bodies.get(request.url ?? '');
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length }).end(body);
  })
  .listen(Number(httpPort), '127.0.0.1');

const fastify = Fastify({ logger: { level: 'warn' } });
fastify.get('/*', async (request, reply) => {
  const body = bodies.get(request.url);
  return body === undefined ? reply.code(404).send() : reply.type('application/json; charset=utf-8').send(body);
});
await fastify.listen({ port: Number(fastifyPort), host: '127.0.0.1' });
