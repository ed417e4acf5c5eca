import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { contractIdsOf, moduleIdOf, REMOTES, serverContainerOf, type RecordedApiAnswer, type RemoteLocation, type RemoteName } from 'shared-kernel/federation';
import { z } from 'zod';

/**
 * The compatibility gate, so that no deploy takes a part of the site away: what a deploy must pass before visitors meet it, and what
 * `/api/site/remotes/health` checks of what is live. Every check reads what the build states (its
 * manifest, its server container) and what the live shell provides; nothing is assumed from names.
 */

/** The part of an `mf-manifest.json` the gate and the browser's federation runtime rely on. */
export const manifestSchema = z.object({
  name: z.string().optional(),
  metaData: z.object({
    name: z.string().optional(),
    buildInfo: z.object({ buildVersion: z.string() }).partial().optional(),
    remoteEntry: z.object({ name: z.string(), path: z.string() }),
    publicPath: z.string().optional(),
  }),
  shared: z
    .array(z.object({ name: z.string(), version: z.string(), requiredVersion: z.union([z.string(), z.literal(false)]).optional(), singleton: z.boolean().optional() }))
    .default([]),
  exposes: z.array(z.object({ name: z.string().optional(), path: z.string(), assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }) })),
});

export type BuildManifest = z.infer<typeof manifestSchema>;

/** A manifest as JSON text, parsed, or why not. */
export function parseManifest(text: string): BuildManifest | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'the manifest is not JSON';
  }
  const parsed = manifestSchema.safeParse(json);
  return parsed.success ? parsed.data : 'the manifest is not a Module Federation manifest';
}

export async function readManifestIn(buildDir: string): Promise<BuildManifest | string> {
  try {
    return parseManifest(await readFile(path.join(buildDir, 'mf-manifest.json'), 'utf8'));
  } catch {
    return `${buildDir} holds no mf-manifest.json: build it first`;
  }
}

function manifestName(manifest: BuildManifest): string | undefined {
  return manifest.metaData.name ?? manifest.name;
}

function exposeNameOf(expose: BuildManifest['exposes'][number]): string {
  return expose.name ?? expose.path.replace(/^\.\//, '');
}

/** The build is the remote's own, and exposes exactly what the contract (`RemoteModules`) names. */
export function contractProblems(remote: RemoteName, manifest: BuildManifest): string[] {
  const name = manifestName(manifest);
  if (name !== remote) {
    return [`this build is ${name ?? 'unnamed'}, not ${remote}: check the --build folder or the manifest address (a build of ${name ?? 'another app'} would replace ${remote} for every visitor)`];
  }
  const exposed = manifest.exposes.map((expose) => moduleIdOf(remote, exposeNameOf(expose)));
  const promised: string[] = contractIdsOf(remote);
  const missing = promised.filter((id) => !exposed.includes(id));
  const extra = exposed.filter((id) => !promised.includes(id));
  return [
    ...missing.map((id) => `${id} is not exposed, but the shell renders it (shared-kernel's RemoteModules): restore the expose, or change the contract and deploy the shell first`),
    ...extra.map((id) => `${id} is exposed but not in the contract (RemoteModules): add it to the contract, or remove the expose`),
  ];
}

/**
 * Which shell a shared-range check is about, and so what its messages say: a remote's build is
 * checked against the live shell; a shell's build (a deploy or a rollback) is the one being checked,
 * against the live remotes (the consumer is then a live remote).
 */
export type SharedSide = 'live shell' | 'this shell';

/**
 * Every shared module the consumer requires is provided by the shell in a version that satisfies
 * its range, as the federation runtime checks at load (`strictVersion`): otherwise the consumer's
 * parts fall back on every page. A shared module the shell does not provide at all would load a
 * second copy beside the shell's (a second store, React, i18n instance).
 */
export function sharedProblems(consumer: string, manifest: BuildManifest, shell: BuildManifest, side: SharedSide = 'live shell'): string[] {
  const provided = new Map(shell.shared.map((entry) => [entry.name, entry.version]));
  const problems: string[] = [];
  for (const { name, requiredVersion } of manifest.shared) {
    const version = provided.get(name);
    if (version === undefined) {
      problems.push(
        side === 'live shell'
          ? `${consumer} shares ${name}, which the live shell does not provide: deploy a shell that shares it first`
          : `live ${consumer} shares ${name}, which this shell does not provide: deploy a shell that shares it, or first a ${consumer} without it`,
      );
      continue;
    }
    if (typeof requiredVersion !== 'string' || requiredVersion === '*' || requiredVersion === '') continue;
    if (semver.validRange(requiredVersion) === null) {
      problems.push(`${consumer} requires ${name} "${requiredVersion}", which is not a version range`);
    } else if (!semver.satisfies(version, requiredVersion, { includePrerelease: true })) {
      problems.push(
        side === 'live shell'
          ? `${consumer} requires ${name} ${requiredVersion}, the live shell provides ${version}: deploy a shell built with it first, or build ${consumer} against ${version}`
          : `live ${consumer} requires ${name} ${requiredVersion}, this shell provides ${version}: deploy a shell that provides ${requiredVersion}, or first a ${consumer} built against ${version}`,
      );
    }
  }
  return problems;
}

/** A manifest hosted elsewhere must let the site's pages read it, or the browser replaces every part. */
export function corsProblem(manifestUrl: URL, siteOrigin: string, ownOrigin: string, answer: Response): string | null {
  if (manifestUrl.origin === ownOrigin || manifestUrl.origin === siteOrigin) return null;
  const allowed = answer.headers.get('access-control-allow-origin');
  if (allowed === '*' || allowed === siteOrigin) return null;
  return `the remote's host does not allow ${siteOrigin} to read the manifest (CORS: ${allowed ?? 'no Access-Control-Allow-Origin'}): add that origin to its Access-Control-Allow-Origin`;
}

/**
 * The real api's answers on the demo agency that the remotes' mock api replays, recorded by `npm
 * run mocks -w api` (build-config's MOCK_RECORDING_FILE, at the same place from the api's sources
 * and its build).
 */
export const RECORDED_ANSWERS_FILE = fileURLToPath(new URL('../../../build-config/mock-api/answers.json', import.meta.url));

const recordingSchema = z.object({
  answers: z.array(z.object({ method: z.string(), path: z.string(), query: z.record(z.string(), z.string()), session: z.string().optional(), status: z.number(), answer: z.unknown() })),
});

/**
 * The answers the render check's modules get for their queries, so a component behind a query
 * renders with its data: the recording's GETs made without a session (an owner's answers stay in
 * the recording). None without a recording: the modules then render without data.
 */
export async function recordedAnswers(file = RECORDED_ANSWERS_FILE): Promise<RecordedApiAnswer[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return [];
  }
  const parsed = recordingSchema.safeParse(JSON.parse(text));
  if (!parsed.success) return [];
  return parsed.data.answers.flatMap(({ method, path: answered, query, session, status, answer }) => (method === 'GET' && session === undefined ? [{ method, path: answered, query, status, answer }] : []));
}

/** How long the render check may take, loading included, before it counts as failed. */
const RENDER_CHECK_TIMEOUT_MS = 30_000;

const workerFile = fileURLToPath(new URL(`./renderCheckWorker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url));

/**
 * Loads the given remote modules from their server containers and renders each with the
 * contract's props, through the shell's server bundle, in a process of its own: an isolated
 * federation instance, so nothing it registers or breaks reaches a live render. Answers a problem
 * per module that does not render.
 */
export async function renderProblems(shellBundle: string, remotes: RemoteLocation[], ids: string[], language = 'fr', answers?: RecordedApiAnswer[]): Promise<string[]> {
  // Under tsx (the deploy command), the worker is TypeScript too.
  const loader = workerFile.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...loader, workerFile], { stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (out += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (err += text));
  child.stdin.end(JSON.stringify({ shellBundle, request: { remotes, ids, language, answers: answers ?? (await recordedAnswers()) } }));
  const timer = setTimeout(() => child.kill('SIGKILL'), RENDER_CHECK_TIMEOUT_MS);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearTimeout(timer);
  const answer = /^RESULT (.*)$/m.exec(out)?.[1];
  if (code !== 0 || answer === undefined) {
    const why = code === null ? `did not finish within ${RENDER_CHECK_TIMEOUT_MS / 1000} s` : err.trim().split('\n').slice(-3).join(' ');
    return [`the server render check failed: ${why || `exit ${code}`}`];
  }
  const results = JSON.parse(answer) as Record<string, string | null> | { unsupported: true };
  if ('unsupported' in results) return ['the live shell cannot render a remote on its own (built before the gate asked shells to): deploy a current shell first'];
  return Object.entries(results).flatMap(([id, problem]) => (problem === null ? [] : [`${id} does not render on the server: ${problem}`]));
}

/** The ids of the modules a manifest exposes, as the contract names them. */
export function exposedIds(remote: RemoteName, manifest: BuildManifest): string[] {
  return manifest.exposes.map((expose) => moduleIdOf(remote, exposeNameOf(expose)));
}

export interface ServedFolders {
  origin: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

/**
 * Folders served read-only on a loopback port for the render check, which fetches server
 * containers over HTTP as the live render does: `/<name>/…` answers from `folders[name]`.
 */
export async function serveFolders(folders: Record<string, string>): Promise<ServedFolders> {
  const server = createServer((request, response) => {
    const [, name = '', ...rest] = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/').split('/');
    const root = folders[name];
    const file = root === undefined ? undefined : path.resolve(root, ...rest);
    if (root === undefined || file === undefined || !file.startsWith(path.resolve(root) + path.sep)) {
      response.writeHead(404).end();
      return;
    }
    stat(file).then(
      (found) => {
        if (!found.isFile()) throw new Error('not a file');
        response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
        createReadStream(file).pipe(response);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Where a build is: a folder on this machine, or a manifest's address (its server container beside
 * it, unless named: the api's own health check reads manifests in-process but the render check
 * fetches containers over loopback).
 */
export type BuildSource = { dir: string } | { url: string; serverContainer?: string };

function containerUrlOf(source: { url: string; serverContainer?: string }): string {
  return source.serverContainer ?? serverContainerOf(source.url);
}

async function manifestOf(source: BuildSource, { siteOrigin, ownOrigin, fetch = globalThis.fetch }: Omit<GateContext, 'shellDir'>): Promise<BuildManifest | string> {
  if ('dir' in source) return readManifestIn(source.dir);
  const url = new URL(source.url);
  let answer: Response;
  try {
    answer = await fetch(url, { headers: { origin: siteOrigin }, signal: AbortSignal.timeout(5_000) });
  } catch (error) {
    return `${source.url} does not answer (${error instanceof Error ? error.message : String(error)})`;
  }
  if (!answer.ok) return `${source.url} answers ${answer.status}, not a Module Federation manifest`;
  const manifest = parseManifest(await answer.text());
  if (typeof manifest === 'string') return `${source.url}: ${manifest}`;
  const cors = corsProblem(url, siteOrigin, ownOrigin, answer);
  return cors ?? manifest;
}

async function serverContainerProblem(folder: string, source: BuildSource, fetch = globalThis.fetch): Promise<string | null> {
  const missing = `the build has no server container (server/remoteEntry.js): every server render of its parts would fall back. Build it with \`npm run build -w ${folder}\``;
  if ('dir' in source) return (await stat(path.join(source.dir, 'server', 'remoteEntry.js')).catch(() => null))?.isFile() ? null : missing;
  const answer = await fetch(serverContainerOf(source.url), { method: 'HEAD', signal: AbortSignal.timeout(5_000) }).catch(() => null);
  return answer?.ok ? null : `${missing} (${serverContainerOf(source.url)} answers ${answer?.status ?? 'nothing'})`;
}

/**
 * What the gate runs: everything, or (`manifests`) only what it reads from the manifests, which
 * takes no render and is what `status` asks of every rollback target.
 */
export interface GateDepth {
  depth?: 'full' | 'manifests';
}

export interface GateContext {
  /** The shell's build a remote must run with: its manifest says what it provides. */
  shellDir: string;
  /** The origin visitors load the site from (CORS). */
  siteOrigin: string;
  /** The api's own origin: manifests there need no CORS. */
  ownOrigin: string;
  /** How manifests and containers are fetched (the api's health asks itself in-process). */
  fetch?: typeof fetch;
}

/**
 * A remote's build checked before it goes live: the remote's own, exposing the contract, its shared
 * ranges met by the live shell, its server container present, and every expose rendered on the
 * server with the contract's props. Answers the problems, none when it may go live.
 */
export async function remoteGateProblems(folder: string, source: BuildSource, context: GateContext, { depth = 'full' }: GateDepth = {}): Promise<string[]> {
  const name = remoteNamed(folder);
  if (name === undefined) return [`${folder} is not a remote`];
  const manifest = await manifestOf(source, context);
  if (typeof manifest === 'string') return [manifest];
  const problems = contractProblems(name, manifest);
  const shell = await readManifestIn(context.shellDir);
  problems.push(...(typeof shell === 'string' ? [`the live shell cannot be read: ${shell}`] : sharedProblems(folder, manifest, shell)));
  if (depth === 'manifests') return problems;
  const container = await serverContainerProblem(folder, source, context.fetch);
  if (container) problems.push(container);
  if (problems.length > 0) return problems;
  return withServerContainers([{ name, source }], (remotes) => renderProblems(path.join(context.shellDir, 'server', 'server.js'), remotes, exposedIds(name, manifest)));
}

/**
 * A shell's build checked before it goes live: every live remote's shared ranges met by what it
 * provides, and every live remote's exposes rendered through its server bundle.
 */
export async function shellGateProblems(
  shellDir: string,
  liveRemotes: { folder: string; source: BuildSource }[],
  context: Omit<GateContext, 'shellDir'>,
  { depth = 'full' }: GateDepth = {},
): Promise<string[]> {
  const shell = await readManifestIn(shellDir);
  if (typeof shell === 'string') return [shell];
  if (manifestName(shell) !== 'shell') return [`this build is ${manifestName(shell) ?? 'unnamed'}, not the shell: check the --build folder`];
  const live = await Promise.all(liveRemotes.map(async ({ folder, source }) => ({ folder, source, name: remoteNamed(folder), manifest: await manifestOf(source, context) })));
  const problems = live.flatMap(({ folder, manifest }) => (typeof manifest === 'string' ? [] : sharedProblems(folder, manifest, shell, 'this shell')));
  if (problems.length > 0 || depth === 'manifests') return problems;
  const bundle = path.join(shellDir, 'server', 'server.js');
  if (!(await stat(bundle).catch(() => null))?.isFile()) return ['the build has no server bundle (server/server.js): every page would go out unrendered. Build it with `npm run build -w shell`'];
  const rendered = live.flatMap(({ name, source, manifest }) => (name === undefined || typeof manifest === 'string' ? [] : [{ name, source, ids: exposedIds(name, manifest) }]));
  return withServerContainers(rendered, (remotes) => renderProblems(bundle, remotes, rendered.flatMap(({ ids }) => ids)));
}

/** Runs the render check with each remote's server container at an address the runtime fetches. */
async function withServerContainers(builds: { name: RemoteName; source: BuildSource }[], check: (remotes: RemoteLocation[]) => Promise<string[]>): Promise<string[]> {
  const folders = Object.fromEntries(builds.flatMap(({ name, source }) => ('dir' in source ? [[name, source.dir]] : [])));
  const served = await serveFolders(folders);
  try {
    return await check(
      builds.map(({ name, source }) => ({
        name,
        entry: 'dir' in source ? `${served.origin}/${name}/server/remoteEntry.js` : containerUrlOf(source),
      })),
    );
  } finally {
    await served.close();
  }
}

export function remoteNamed(folder: string): RemoteName | undefined {
  return REMOTES.find((remote) => remote.folder === folder)?.name;
}
