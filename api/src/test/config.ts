import { loadConfig, type Config } from '../config.js';

/** The configuration a test starts from: the environment's defaults, quiet logs, plus `env`. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', ...env });
}
