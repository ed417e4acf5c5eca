import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import type { Page } from '@playwright/test';

// The scripts a first view downloads, weighed from the production build's own files (brotli at the
// quality the build serves, so a measure does not depend on the network or on what the api
// compressed on the fly), and what they hold, read from their source maps. The budget spec and
// `npm run bench:bytes -w e2e` weigh with the same code.

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** A script the browser loaded, as a file of the build: the shell's at `/`, a remote's release at `/releases/<remote>/<version>/`. */
export function buildFileOf(url: string): string {
  const { pathname } = new URL(url);
  const release = /^\/releases\/(mf-[a-z]+)\/[^/]+\/(.+)$/.exec(pathname);
  return release ? path.join(REPO_ROOT, release[1] ?? '', 'dist', release[2] ?? '') : path.join(REPO_ROOT, 'shell', 'dist', pathname);
}

export const brotliSize = (file: string) =>
  brotliCompressSync(readFileSync(file), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } }).length;

interface SourceMap {
  sources: string[];
  mappings: string;
}

const readMap = (file: string): SourceMap | undefined =>
  existsSync(`${file}.map`) ? (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMap) : undefined;

/** The modules a script holds, from its source map (webpack writes none for a chunk of re-exports only). */
export const modulesIn = (file: string): string[] => readMap(file)?.sources ?? [];

/** What a script's first view asks for without any interaction: every script until the page has started and the network is quiet. */
export async function firstViewScripts(page: Page, url: string): Promise<string[]> {
  const scripts = new Set<string>();
  page.on('requestfinished', (finished) => {
    if (finished.resourceType() === 'script') scripts.add(finished.url());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'), null, { timeout: 20_000 });
  // Whatever the page asks for once hydrated (the parts that load on view, their dictionaries).
  await page.waitForLoadState('networkidle');
  return [...scripts];
}

export interface ScriptWeight {
  /** The file, from the repository's root. */
  file: string;
  /** Brotli bytes. */
  bytes: number;
}

/** Each script as a file of the build with its brotli weight, heaviest first. */
export function weigh(urls: readonly string[]): ScriptWeight[] {
  return urls
    .map(buildFileOf)
    .map((file) => {
      if (!existsSync(file)) throw new Error(`${file} is not a file of this build: build again before weighing`);
      return { file: path.relative(REPO_ROOT, file), bytes: brotliSize(file) };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Characters of a minified script per source file, from its source map: each mapped segment runs
 * to the next segment of its line (or the line's end). Unmapped code (webpack's runtime glue) is
 * left out.
 */
function charactersPerSource(code: string, map: SourceMap): Map<string, number> {
  const lines = code.split('\n');
  const counts = new Map<string, number>();
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const lineLength = lines[lineIndex]?.length ?? 0;
    let column = 0;
    const segments: { column: number; source: number | undefined }[] = [];
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const character of segment) {
        const digit = BASE64.indexOf(character);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >> 1) : value >> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length > 1) source += fields[1] ?? 0;
      segments.push({ column, source: fields.length > 1 ? source : undefined });
      // The other fields (original line, column, name) are relative too but say nothing of size.
    }
    segments.forEach((segment, index) => {
      if (segment.source === undefined) return;
      const name = map.sources[segment.source] ?? '?';
      const end = segments[index + 1]?.column ?? lineLength;
      counts.set(name, (counts.get(name) ?? 0) + Math.max(0, end - segment.column));
    });
  });
  return counts;
}

/**
 * The package a source belongs to (`zod`, `@emotion/react`), or the workspace whose code it is
 * (`shared-kernel`; the app's own `./src/…` is the app of the script, `mf-listings`).
 */
export function packageOf(source: string, app: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(source);
  if (inPackage?.[1]) return inPackage[1];
  // `webpack://<app's name>/` opens every source: what follows says whose code it is.
  const workspace = /^(?:webpack:\/\/[^/]+\/)?(?:\.\.\/)+(shell|shared-kernel|build-config|mf-[a-z]+)\//.exec(source);
  return workspace?.[1] ?? app;
}

/**
 * What a script's brotli bytes are for, by package: its minified characters per package from the
 * source map, each package given its share of the file's brotli bytes (compression is not even
 * across a file, so these are estimates that add up to the file's weight).
 */
export function packagesIn(file: string, bytes: number): { name: string; bytes: number }[] {
  const absolute = path.join(REPO_ROOT, file);
  const map = readMap(absolute);
  // Webpack maps no JSON module: a chunk without a map is a remote's dictionary (or re-exports only).
  if (map === undefined) return [{ name: readFileSync(absolute, 'utf8').includes('JSON.parse(') ? 'dictionary' : 'unmapped', bytes }];
  const characters = new Map<string, number>();
  for (const [source, count] of charactersPerSource(readFileSync(absolute, 'utf8'), map)) {
    const name = packageOf(source, file.split('/')[0] ?? '');
    characters.set(name, (characters.get(name) ?? 0) + count);
  }
  const total = [...characters.values()].reduce((sum, count) => sum + count, 0);
  return [...characters]
    .map(([name, count]) => ({ name, bytes: total === 0 ? 0 : (bytes * count) / total }))
    .sort((a, b) => b.bytes - a.bytes);
}
