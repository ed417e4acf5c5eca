import { rm } from 'node:fs/promises';

/** Removes the data folder harnessPlaywrightConfig made for this run's api. */
export default async function removeDataFolder(): Promise<void> {
  const folder = process.env.HARNESS_E2E_DATA_DIR;
  // The api may still be writing an image there as it stops (ENOTEMPTY): rm tries again a few times.
  if (folder !== undefined) await rm(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
