import { jestConfig } from 'build-config/jest-preset';

export default {
  ...jestConfig(),
  // faker 10 ships as ES modules only, which Node 20 loads natively but jest's sandbox does not.
  transformIgnorePatterns: ['/node_modules/(?!@faker-js/faker/)'],
};
