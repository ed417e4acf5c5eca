import fp from 'fastify-plugin';
import { registerCompression } from '../http/encoding.js';

export default fp(
  async (app) => {
    await registerCompression(app);
  },
  // After the answers cache, which keeps an answer before it is compressed for one client.
  { name: 'compression', fastify: '5.x', dependencies: ['response-cache'] },
);
