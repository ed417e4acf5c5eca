export * from './namespaces.js';
export { DICTIONARY_LOADERS } from './loaders.js';
