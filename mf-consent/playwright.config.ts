import { harnessPlaywrightConfig } from 'build-config/playwright';

export default harnessPlaywrightConfig(import.meta.dirname);
