export * from './namespaces.js';
export { COMMON_DICTIONARIES, type DictionaryLoader } from './loaders.js';
