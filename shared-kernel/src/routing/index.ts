export * from './paths.js';
export * from './routeTable.js';
