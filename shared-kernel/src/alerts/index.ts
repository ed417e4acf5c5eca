export * from './history.js';
export * from './savedSearch.js';
export * from './keepInformed.js';
export * from './describeCriteria.js';
export * from './savedSearchesPage.js';
