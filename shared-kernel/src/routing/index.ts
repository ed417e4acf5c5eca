export * from './paths.js';
export * from './routeTable.js';
export * from './significantQuery.js';
export { layoutData, propertyListModuleProps, type DataNeed, type RouteContext } from './routeData.js';
