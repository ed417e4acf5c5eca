// One jest setup for every package: SWC compiles TypeScript and JSX (emotion's jsx runtime),
// and the `source` export condition makes workspace packages resolve to their TypeScript sources,
// so tests never depend on a prior build.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Node's fetch, Request and Response in jsdom, for front ends whose tests answer RTK Query's requests. */
export const FETCH_GLOBALS = require.resolve('./jest-fetch-globals.ts');

/** testing-library's waits long enough for the small machines the suites share with other builds. */
const SLOW_MACHINE = require.resolve('./jest-slow-machine.ts');

/**
 * @param {{ environment?: 'node' | 'jsdom', setupFilesAfterEnv?: string[] }} [options]
 * @returns {import('jest').Config}
 */
export function jestConfig({ environment = 'node', setupFilesAfterEnv = [] } = {}) {
  const conditions =
    environment === 'jsdom' ? ['source', 'browser', 'require', 'default'] : ['source', 'node', 'require', 'default'];
  return {
    testEnvironment: environment,
    // Above testing-library's 5 s wait, so a missing element fails with its own message, not a timeout.
    testTimeout: 15_000,
    testEnvironmentOptions: { customExportConditions: conditions },
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Sources use NodeNext-style `.js` suffixes on relative imports.
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    // jsdom lacks the encoders react-router needs; Node's are the same standard objects.
    setupFiles: environment === 'jsdom' ? [require.resolve('./jest-jsdom-globals.js')] : [],
    setupFilesAfterEnv: environment === 'jsdom' ? [SLOW_MACHINE, ...setupFilesAfterEnv] : setupFilesAfterEnv,
  };
}
