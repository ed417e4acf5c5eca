import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A remote's build as webpack leaves it, the least a deploy reads: its manifest stating the
 * version, a browser entry and a server container that say which build they are. Answers `dir`.
 */
export async function writeBuild(dir: string, version: string): Promise<string> {
  await mkdir(path.join(dir, 'server'), { recursive: true });
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildVersion: version } } }));
  await writeFile(path.join(dir, 'remoteEntry.js'), `/* ${version} */`);
  await writeFile(path.join(dir, 'server', 'remoteEntry.js'), `/* server ${version} */`);
  return dir;
}
