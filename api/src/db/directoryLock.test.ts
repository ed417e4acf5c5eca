import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lockDirectory } from './directoryLock.js';

describe('lockDirectory', () => {
  let directory: string;

  beforeEach(async () => {
    directory = path.join(await mkdtemp(path.join(tmpdir(), 'api-lock-')), 'pglite');
  });

  afterEach(() => rm(path.dirname(directory), { recursive: true, force: true }));

  it('holds the directory until released', async () => {
    const release = await lockDirectory(directory);
    expect(await readFile(`${directory}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    await expect(lockDirectory(directory)).rejects.toThrow(`${directory} is in use by process ${process.pid}.`);

    await release();
    expect(existsSync(`${directory}.lock`)).toBe(false);
    await (await lockDirectory(directory))();
  });

  it('takes over a lock whose process has ended', async () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(`${directory}.lock`, `${ended}\n`);
    const release = await lockDirectory(directory);
    expect(await readFile(`${directory}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    await release();
  });

  it('takes over a lock this process left behind in an earlier life', async () => {
    // A restarted container often gets the same pid as the run that was killed.
    await writeFile(`${directory}.lock`, `${process.pid}\n`);
    await (await lockDirectory(directory))();
  });

  it('takes over a lock file that holds no pid', async () => {
    await writeFile(`${directory}.lock`, '');
    await (await lockDirectory(directory))();
  });
});
