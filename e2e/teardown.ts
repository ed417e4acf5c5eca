import { rm } from 'node:fs/promises';

/** Removes the apis' data folders that playwright.config.ts made for this run. */
export default async function removeDataFolders(): Promise<void> {
  const folders = ['E2E_DATA_DIR', 'E2E_DEGRADED_DATA_DIR', 'E2E_DEPLOY_DATA_DIR', 'E2E_CANARY_DATA_DIR', 'E2E_ADMIN_DATA_DIR', 'E2E_CRM_DATA_DIR'].map((variable) => process.env[variable]);
  // An api may still be writing an image there as it stops (ENOTEMPTY): rm tries again a few times.
  await Promise.all(
    folders.filter((folder) => folder !== undefined).map((folder) => rm(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })),
  );
}
