import { FETCH_GLOBALS, jestConfig } from 'build-config/jest-preset';

export default jestConfig({
  environment: 'jsdom',
  setupFilesAfterEnv: ['@testing-library/jest-dom', '<rootDir>/src/i18n.ts', FETCH_GLOBALS],
});
