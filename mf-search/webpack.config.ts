import { federatedRemoteConfig } from 'build-config';
import { federation } from './module-federation.config.js';

export default federatedRemoteConfig({ dir: import.meta.dirname, ...federation, title: 'mf-search — search block and panel' });
