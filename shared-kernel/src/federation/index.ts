export * from './contracts.js';
export * from './remotes.js';
export * from './serverRender.js';
export * from './initialData.js';
export * from './pageViewReport.js';
