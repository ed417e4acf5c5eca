import { jestConfig } from '../build-config/jest-preset.js';

export default jestConfig();
