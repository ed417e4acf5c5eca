import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { currentMockRecording, MOCK_RECORDING_FILE } from 'build-config/mock-api';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { recordMockAnswers } from './mockAnswers.js';

// `npm run mocks -w api [-- --if-missing]`: records the demo agency's answers for the remotes'
// dev servers without an api, from a fresh embedded database that is thrown away after.

const shownFile = path.relative(process.cwd(), MOCK_RECORDING_FILE);
if (process.argv.includes('--if-missing') && currentMockRecording() !== null) {
  process.stdout.write(`${shownFile} is there; \`npm run mocks -w api\` records it again.\n`);
  process.exit(0);
}

const started = Date.now();
const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-mocks-'));
const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error', SSR: 'off' }), { seedDemoAgency: true });
try {
  const recording = await recordMockAnswers(app);
  mkdirSync(path.dirname(MOCK_RECORDING_FILE), { recursive: true });
  writeFileSync(MOCK_RECORDING_FILE, JSON.stringify(recording));
  process.stdout.write(`Recorded ${recording.answers.length} answers of the demo agency in ${((Date.now() - started) / 1000).toFixed(1)} s: ${shownFile}\n`);
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
