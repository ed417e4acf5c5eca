import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { errorBody, errorHandlerWith } from '../http/errors.js';
import { guardRoutes, guardsPlugin } from '../http/guard.js';
import { OPERATOR_ENDPOINT_FILE, OPERATOR_SOCKET_FILE, type OperatorEndpoint } from '../site/operatorClient.js';

/**
 * A Unix socket's path must fit in `sockaddr_un` (108 bytes on Linux, 104 on macOS): a DATA_DIR
 * deeper than that gets a loopback listener instead, which the key alone guards.
 */
const SOCKET_PATH_MAX = 100;

/**
 * The operators' channel: the deploy, import and status commands reach a running api here, never
 * on the public port. It is an api of its own (its own router), listening on a Unix socket in
 * DATA_DIR that only the operating user may open (mode 0600: the file system is the guard), with a
 * key in a file beside it as a second factor. A visitor's request, however its path is spelled,
 * reaches the public router, which has none of these routes.
 *
 * It listens only with the embedded database, which this process holds alone: with PostgreSQL the
 * commands write the database themselves, and replicas may share a DATA_DIR.
 */
export const operatorPlugin = fp(
  async (app) => {
    const { config, db } = app;
    const key = config.operatorKey ?? randomBytes(32).toString('base64url');
    const operator = Fastify({ loggerInstance: app.log.child({ channel: 'operator' }) });
    operator.setValidatorCompiler(validatorCompiler);
    operator.setSerializerCompiler(serializerCompiler);
    operator.setErrorHandler(errorHandlerWith());
    await operator.register(guardsPlugin);
    guardRoutes(operator, 'operator-key', { onRequest: keyGuard(key) });
    app.decorate('operator', operator);

    const endpointFile = path.join(config.dataDir, OPERATOR_ENDPOINT_FILE);
    const socketPath = path.join(config.dataDir, OPERATOR_SOCKET_FILE);
    app.addHook('onReady', async () => {
      await operator.ready();
    });
    app.addHook('onListen', async () => {
      if (db.kind !== 'pglite') return;
      let endpoint: OperatorEndpoint;
      if (socketPath.length <= SOCKET_PATH_MAX && process.platform !== 'win32') {
        // A socket left by an api that did not close (a crash): the data folder's lock says no other runs.
        await rm(socketPath, { force: true });
        await operator.listen({ path: socketPath });
        await chmod(socketPath, 0o600);
        endpoint = { socket: socketPath, key };
      } else {
        await operator.listen({ host: '127.0.0.1', port: 0 });
        const address = operator.server.address();
        if (address === null || typeof address === 'string') throw new Error('the operator listener has no port');
        endpoint = { origin: `http://127.0.0.1:${address.port}`, key };
      }
      await writeFile(endpointFile, JSON.stringify(endpoint), { mode: 0o600 });
    });
    app.addHook('onClose', async () => {
      await rm(endpointFile, { force: true });
      await operator.close();
      await rm(socketPath, { force: true });
    });
  },
  { name: 'operator', fastify: '5.x', dependencies: ['config', 'db', 'guards'], decorators: { fastify: ['config', 'db'] } },
);

function keyGuard(key: string) {
  const expected = Buffer.from(`Bearer ${key}`);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const offered = Buffer.from(request.headers.authorization ?? '');
    if (offered.length !== expected.length || !timingSafeEqual(offered, expected)) {
      await reply.code(401).send(errorBody('unauthorized', 'The operator key is missing or wrong.'));
    }
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The operators' channel, an api of its own: plugins register their operator routes on it
     * (`app.operator.register(...)`) before the app is ready.
     */
    operator: FastifyInstance;
  }
}

export default operatorPlugin;
