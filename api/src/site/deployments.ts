import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTES, type RemoteName } from 'shared-kernel/federation';
import { z } from 'zod';
import type { Config } from '../config.js';
import { errorCode } from '../systemError.js';
import type { ReleaseStore } from './releaseStore.js';

/**
 * Versioned deploys of the remotes, so each team deploys and rolls back alone. A remote's build is published once into its own
 * immutable folder, `DATA_DIR/releases/<folder>/<version>/`, served at
 * `/releases/<folder>/<version>/`; which version is live is kept in the database
 * (deploymentLedger.ts), which the deploy command changes and every api process follows. So a
 * deploy or a rollback needs neither a rebuild nor a restart, and a tab opened before it keeps
 * loading the files of the version it started with.
 */

export type RemoteFolder = (typeof REMOTES)[number]['folder'];

export const REMOTE_FOLDERS: readonly RemoteFolder[] = REMOTES.map((remote) => remote.folder);

export function isRemoteFolder(name: string): name is RemoteFolder {
  return (REMOTE_FOLDERS as readonly string[]).includes(name);
}

/**
 * What deploys on its own: the shell as well as each remote. The shell comes first, so
 * that `deploy all` makes a new kernel live before the remotes that need it.
 */
export type DeployTarget = 'shell' | RemoteFolder;

export const DEPLOY_TARGETS: readonly DeployTarget[] = ['shell', ...REMOTE_FOLDERS];

export function isDeployTarget(name: string): name is DeployTarget {
  return (DEPLOY_TARGETS as readonly string[]).includes(name);
}

/**
 * What a build's manifest may call its version (`0.1.0+20261125T143000Z`): it names a folder and a
 * path segment, so nothing that could climb out of either.
 */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,99}$/;

export function isVersion(text: string): boolean {
  return VERSION.test(text) && !text.includes('..');
}

/**
 * A remote hosted elsewhere (a CDN, another team's server), named by its manifest's address: it can
 * be made live and rolled back like a version published here, at run time, instead of through
 * `REMOTE_URLS` and a restart.
 */
export function isManifestUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.pathname.endsWith('.json');
  } catch {
    return false;
  }
}

export const liveEntrySchema = z.string().refine((text) => isVersion(text) || isManifestUrl(text), 'neither a version nor a manifest address');

/**
 * Releases kept per remote beyond the live one and the ones a rollback goes back to: enough for
 * the tabs still open on them (a tab keeps the version it started with until it reloads).
 */
export const KEPT_RELEASES = 5;

/** How many earlier live versions a remote can roll back through; each one's release is kept. */
export const ROLLBACK_DEPTH = 10;

/** What is live of one part: the record's entry (the `deployments` table's row, deploymentLedger.ts). */
export const deploymentSchema = z.object({
  /** A version published here, or the address of a manifest hosted elsewhere. */
  live: liveEntrySchema,
  /** The versions live before, the latest first: `rollback` goes back to the first. */
  previous: z.array(liveEntrySchema).max(ROLLBACK_DEPTH),
  /** When the live version became live (ISO 8601). */
  since: z.string(),
  /** What the compatibility gate found and `--force` overrode when the live version was deployed. */
  forced: z.array(z.string()).optional(),
  /** A published version a share of page views gets instead of the live one (a sticky canary). */
  canary: z.object({ version: liveEntrySchema.refine(isVersion, 'a canary is a published version'), share: z.number().int().min(1).max(99), since: z.string() }).optional(),
});

export type RemoteDeployment = z.infer<typeof deploymentSchema>;

export type DeploymentRecord = Partial<Record<DeployTarget, RemoteDeployment>>;

export function releasesDir(dataDir: string): string {
  return path.join(dataDir, 'releases');
}

export function releaseDir(dataDir: string, folder: DeployTarget, version: string): string {
  if (!isVersion(version)) throw new DeployError(`"${version}" is not a version name`);
  return path.join(releasesDir(dataDir), folder, version);
}

/** A deploy that cannot be done as asked: the message says why, for the person who asked. */
export class DeployError extends Error {
  override name = 'DeployError';
}

const manifestSchema = z.object({ metaData: z.object({ buildInfo: z.object({ buildVersion: z.string() }) }) });

/** The version a build states in its manifest (build-config's buildVersionOf). */
export async function buildVersionIn(buildDir: string): Promise<string> {
  const file = path.join(buildDir, 'mf-manifest.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') throw new DeployError(`${buildDir} holds no build (no mf-manifest.json): build it first`);
    throw error;
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  const version = parsed.success ? parsed.data.metaData.buildInfo.buildVersion : '';
  if (!isVersion(version)) throw new DeployError(`${file} states no usable version ("${version}")`);
  return version;
}

export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * A digest of every file of a build, names and bytes: two builds that differ in one byte differ
 * here, whatever version their manifests state (a CI run that reuses its `BUILD_ID`).
 */
export async function contentHashOf(buildDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await filesUnder(buildDir)) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(buildDir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** How many hex digits of the content hash a release id carries: ample to tell builds apart. */
const ID_HASH_DIGITS = 12;

/**
 * A release's id: the version the build states, then a hash of its files, so a version
 * names contents, not just a build's name: `0.1.0+20261125T121500Z.3f9a0c51d2e4`.
 */
export async function releaseIdOf(buildDir: string): Promise<{ id: string; contentHash: string }> {
  const [version, contentHash] = await Promise.all([buildVersionIn(buildDir), contentHashOf(buildDir)]);
  return { id: `${version}.${contentHash.slice(0, ID_HASH_DIGITS)}`, contentHash };
}

/** Beside a release's files, unserved (a dot file): what was published there. */
const RELEASE_NOTE = '.release.json';

const releaseNoteSchema = z.object({ contentHash: z.string(), publishedAt: z.string() });

async function publishedHash(dataDir: string, target: DeployTarget, id: string): Promise<string | null> {
  try {
    const note = releaseNoteSchema.safeParse(JSON.parse(await readFile(path.join(releaseDir(dataDir, target, id), RELEASE_NOTE), 'utf8')));
    return note.success ? note.data.contentHash : '';
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return existsSync(path.join(releaseDir(dataDir, target, id), 'mf-manifest.json')) ? '' : null;
    throw error;
  }
}

/**
 * Copies a build into its release folder, and into the shared release store when there is one, and
 * answers its id. A release is immutable: the same build published again is the same release, and
 * a different build under an existing id is refused rather than silently not shipped.
 */
export async function publishBuild(dataDir: string, target: DeployTarget, buildDir: string, store: ReleaseStore | null = null): Promise<string> {
  const id = await publishLocally(dataDir, target, buildDir);
  if (store !== null && !(await store.has(target, id))) await store.put(target, id, releaseDir(dataDir, target, id));
  return id;
}

async function publishLocally(dataDir: string, target: DeployTarget, buildDir: string): Promise<string> {
  const { id, contentHash } = await releaseIdOf(buildDir);
  const existing = await publishedHash(dataDir, target, id);
  if (existing === contentHash) return id;
  if (existing !== null) {
    throw new DeployError(`${target} ${id} is already published with other files: a release never changes. Build again (a new BUILD_ID) and deploy that build`);
  }
  const releasePath = releaseDir(dataDir, target, id);
  // Copied beside its final place, then renamed: no one is ever served half a release.
  const draft = path.join(path.dirname(releasePath), `.${id}.${randomUUID()}`);
  await cp(buildDir, draft, { recursive: true });
  await writeFile(path.join(draft, RELEASE_NOTE), `${JSON.stringify({ contentHash, publishedAt: new Date().toISOString() })}\n`);
  if (existing === '') await rm(releasePath, { recursive: true, force: true });
  try {
    await rename(draft, releasePath);
  } catch (error) {
    // Another process published the same release meanwhile (replicas starting together): theirs stands.
    await rm(draft, { recursive: true, force: true });
    const code = errorCode(error);
    if ((code !== 'ENOTEMPTY' && code !== 'EEXIST') || (await publishedHash(dataDir, target, id)) !== contentHash) throw error;
  }
  return id;
}

/** The published versions of a remote or the shell, the latest published first. */
export async function publishedVersions(dataDir: string, folder: DeployTarget): Promise<string[]> {
  const dir = path.join(releasesDir(dataDir), folder);
  let names: string[];
  try {
    names = (await readdir(dir)).filter(isVersion);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return [];
    throw error;
  }
  const dated = await Promise.all(names.map(async (name) => ({ name, at: (await stat(path.join(dir, name))).mtimeMs })));
  return dated.sort((a, b) => b.at - a.at).map(({ name }) => name);
}

/**
 * Keeps the live release, every one the record's rollbacks reach, and the latest few (for tabs
 * still open on them); removes the rest.
 */
export async function pruneReleases(dataDir: string, folder: DeployTarget, deployment: RemoteDeployment): Promise<void> {
  const published = await publishedVersions(dataDir, folder);
  const kept = new Set([deployment.live, ...deployment.previous, ...(deployment.canary ? [deployment.canary.version] : []), ...published.slice(0, KEPT_RELEASES)]);
  await Promise.all(
    published.filter((version) => !kept.has(version)).map((version) => rm(releaseDir(dataDir, folder, version), { recursive: true, force: true })),
  );
}

/** What `rollback` would make live: the version live before the current one. */
export function rollbackTarget(deployment: RemoteDeployment | undefined): string | undefined {
  return deployment?.previous[0];
}

/** Where `npm run build` leaves a package's latest build. */
export function latestBuildDir(staticRoot: string, target: DeployTarget): string {
  return path.join(staticRoot, target, 'dist');
}

export function remoteNameOfFolder(folder: RemoteFolder): RemoteName {
  const remote = REMOTES.find((candidate) => candidate.folder === folder);
  if (!remote) throw new Error(`${folder} is not a remote`);
  return remote.name;
}

/**
 * The shell's folders as the api serves them: the live release (its `index.html`, its server
 * bundle), then the other published ones, newest first, whose hashed scripts tabs opened before a
 * deploy still load. Before the shell is deployed, its latest build alone.
 */
export function liveShellDirs(config: Pick<Config, 'dataDir' | 'staticRoot'>, record: DeploymentRecord): { live: string; all: string[] } {
  const deployment = record.shell;
  if (deployment === undefined || isManifestUrl(deployment.live)) {
    const latest = latestBuildDir(config.staticRoot, 'shell');
    return { live: latest, all: [latest] };
  }
  const live = releaseDir(config.dataDir, 'shell', deployment.live);
  return { live, all: [live, ...deployment.previous.filter(isVersion).map((version) => releaseDir(config.dataDir, 'shell', version))] };
}
