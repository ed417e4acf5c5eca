export * from './consentChoice.js';
export * from './consentCookies.js';
export * from './consentForm.js';
export * from './consentFormSchema.js';
export * from './consentState.js';
export * from './pageQuery.js';
export * from './trackingScripts.js';
export * from './utmParameters.js';
