import { jestConfig } from 'build-config/jest-preset';

export default jestConfig({ environment: 'jsdom', setupFilesAfterEnv: ['@testing-library/jest-dom', '<rootDir>/src/i18n.ts'] });
