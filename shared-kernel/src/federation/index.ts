export * from './contracts.js';
export * from './remotes.js';
