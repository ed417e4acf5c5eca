export * from './condition.js';
export * from './schemas.js';
export * from './thankYou.js';
export * from './demandMatch.js';
export * from './enquiryBody.js';
export * from './phone.js';
export * from './postedForm.js';
export * from './loadOnce.js';
