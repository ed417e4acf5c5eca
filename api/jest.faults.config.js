import base from './jest.config.js';

// The fault suite (npm run test:faults): the built api started as processes and put through what
// production meets (a rolling restart, a killed process, the mail server or the database away, a crawl of
// made-up addresses, replicas on one database).
// It runs after the build, one file at a time, as it measures a process's memory and timing.
const compiled = base.transformIgnorePatterns[0].replace('/node_modules/(?!(', '/node_modules/(?!(get-port|');
if (!compiled.includes('get-port')) throw new Error('jest.config.js changed its transformIgnorePatterns: add get-port to them here again');

export default {
  ...base,
  roots: ['<rootDir>/faults'],
  testMatch: ['**/*.test.ts'],
  globalSetup: undefined,
  // get-port is ESM-only, like the packages the unit suites already compile for jest.
  transformIgnorePatterns: [compiled],
  testTimeout: 180_000,
  maxWorkers: 1,
};
