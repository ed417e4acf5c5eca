export * from './days.js';
export * from './formatCount.js';
export * from './loginThrottle.js';
export * from './ownerAuth.js';
export * from './ownerHint.js';
export * from './paging.js';
export * from './types.js';
export * from './viewStatistics.js';
