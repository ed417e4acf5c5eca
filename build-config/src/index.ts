export { federatedAppConfig, federatedRemoteConfig, type FederatedAppOptions } from './webpack.js';
export { sharedDependencies, type SharedMap } from './shared.js';
