export * from './history.js';
export * from './savedSearch.js';
