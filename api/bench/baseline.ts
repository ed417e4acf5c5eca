import { readFileSync } from 'node:fs';
import http from 'node:http';

// The yardstick of the bench: Node's bare http server answering precomputed bodies, with no
// routing, validation, logging or database. Usage: baseline.ts PORT PATH FILE [PATH FILE...]
const [port = '0', ...routes] = process.argv.slice(2);
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
  .listen(Number(port), '127.0.0.1', () => process.stdout.write('listening\n'));
