import { federatedAppConfig } from 'build-config';
import { SHELL_DEV_PORT } from 'shared-kernel/federation';
import { federation } from './module-federation.config.js';

export default federatedAppConfig({
  dir: import.meta.dirname,
  ...federation,
  port: SHELL_DEV_PORT,
  host: true,
  serverEntry: './src/server-entry.ts',
  startAfterLoad: './src/startAfterLoad.ts',
  title: 'Agence immobilière à Bruxelles',
});
