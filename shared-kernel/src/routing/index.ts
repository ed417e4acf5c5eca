export * from './paths.js';
export * from './routeTable.js';
export * from './significantQuery.js';
