import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { errorCode } from '../systemError.js';
import { StartupError } from '../startupError.js';

const heldHere = new Set<string>();

/**
 * Claims `directory` for this process with a `<directory>.lock` file holding its pid, and returns
 * the release. A lock left by a process that no longer runs (a crash, a killed container whose
 * next run got the same pid) is taken over.
 */
export async function lockDirectory(directory: string): Promise<() => Promise<void>> {
  const lockFile = `${directory}.lock`;
  await mkdir(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(lockFile, `${process.pid}\n`, { flag: 'wx' });
      heldHere.add(lockFile);
      return async () => {
        heldHere.delete(lockFile);
        await rm(lockFile, { force: true });
      };
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
      const holder = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
      if (isHeld(lockFile, holder)) {
        throw new StartupError(
          `${directory} is in use by process ${holder}. Give each api instance its own DATA_DIR, ` +
            'or share a PostgreSQL server through DATABASE_URL.',
        );
      }
      await rm(lockFile, { force: true });
    }
  }
  throw new StartupError(`Could not lock ${directory}: another process keeps creating ${lockFile}.`);
}

function isHeld(lockFile: string, pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return heldHere.has(lockFile);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return errorCode(error) === 'EPERM';
  }
}
