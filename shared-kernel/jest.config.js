import { jestConfig } from 'build-config/jest-preset';

export default jestConfig();
