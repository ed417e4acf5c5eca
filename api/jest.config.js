import { createRequire } from 'node:module';
import { jestConfig } from 'build-config/jest-preset';

const require = createRequire(import.meta.url);
const preset = jestConfig();

export default {
  ...preset,
  transform: {
    // PGlite's CommonJS build loads node built-ins with `import()`, which jest's module sandbox
    // refuses without --experimental-vm-modules. SWC rewrites those calls to `require`, so the
    // suites run on the real embedded database under a plain `jest`.
    '/node_modules/@electric-sql/pglite/dist/.+\\.cjs$': [
      require.resolve('@swc/jest'),
      { isModule: true, jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
    // msw's CommonJS build requires packages that ship only as ES modules (rettime and others),
    // which Node 20 loads natively but jest's sandbox does not.
    '/node_modules/.+\\.mjs$': [
      require.resolve('@swc/jest'),
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
    ...preset.transform,
  },
  // Some dependencies are ESM-only (light-my-request's `cookie` 2, swagger-ui's `content-disposition`, faker 10,
  // file-type 21 and its readers, msw's until-async), which Node 20 loads natively but jest's sandbox does not: compile them to CommonJS too.
  transformIgnorePatterns: [
    '/node_modules/(?!(until-async|@electric-sql/pglite|@faker-js/faker|cookie|content-disposition|file-type|strtok3|token-types|uint8array-extras|@tokenizer/inflate|@borewit/text-codec)/)(?!.*/node_modules/)(?!.+\\.mjs$)',
  ],
  // file-type exports its Node entry for `import` only, a condition jest's CommonJS resolver never matches.
  moduleNameMapper: { ...preset.moduleNameMapper, '^file-type$': '<rootDir>/../node_modules/file-type/index.js' },
  // Probes the PostgreSQL test server once, so each database suite knows whether to run on it.
  // scripts/ holds the recorder of the remotes' mock api, tested with the api it records.
  roots: ['<rootDir>/src', '<rootDir>/scripts'],
  globalSetup: '<rootDir>/src/test/globalSetup.ts',
  testTimeout: 30000,
  // Jest's default leaves a core idle: on CI's two cores that is one worker, and the suites wait on
  // their databases more than they compute (319 s with one worker, 188 s with two, on one machine).
  maxWorkers: '100%',
};
