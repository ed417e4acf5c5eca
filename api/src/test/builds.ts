import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What a test adds to a build's manifest: the fields the compatibility gate reads. */
export interface ManifestFields {
  name?: string;
  metaData?: Record<string, unknown>;
  shared?: { name: string; version: string; requiredVersion?: string; singleton?: boolean }[];
  exposes?: { name: string; path: string; assets: { js: { sync: string[] } } }[];
}

/**
 * A remote's build as webpack leaves it, the least a deploy reads: its manifest stating the
 * version, a browser entry and a server container that say which build they are. Answers `dir`.
 * `manifest` adds what the compatibility gate reads (name, shared, exposes) to the manifest.
 */
export async function writeBuild(dir: string, version: string, manifest: ManifestFields = {}): Promise<string> {
  await mkdir(path.join(dir, 'server'), { recursive: true });
  const { metaData = {}, ...rest } = manifest;
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ ...rest, metaData: { ...metaData, buildInfo: { buildVersion: version } } }));
  await writeFile(path.join(dir, 'remoteEntry.js'), `/* ${version} */`);
  await writeFile(path.join(dir, 'server', 'remoteEntry.js'), `/* server ${version} */`);
  return dir;
}
