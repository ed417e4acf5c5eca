import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { PAGE_BUDGETS } from './budgets';
import { buildFileOf, firstViewScripts, modulesIn, REPO_ROOT, weigh } from './pageScripts';
import { test } from './support';

// The scripts of a first visit, weighed from the production build itself (each file as the build
// wrote it, brotli at the quality the build serves), not timed: each page shape within its figure of
// `budgets.ts`, and no page with two copies of what must reach it once.

/** Code that must reach the page once: a second copy would split its state or double its weight. */
const ONCE = {
  React: /node_modules\/react\/cjs\/react\.production\.js$/,
  'React DOM': /node_modules\/react-dom\/cjs\/react-dom-client\.production\.js$/,
  'the router': /node_modules\/react-router\/dist\//,
  'the federation runtime': /node_modules\/@module-federation\/runtime-core\//,
};

/**
 * The package files a script holds both as CommonJS and as an ES module (`core.cjs` beside
 * `core.js`): one script, two copies of that code and of its state. The federation plugin's
 * CommonJS runtime plugin once brought the runtime core a second time into the shell's entry.
 */
function inTwoFormats(sources: string[]): string[] {
  const formats = new Map<string, string[]>();
  for (const source of sources) {
    const packageFile = /^.*node_modules\/(.+)\.([cm]?js)$/.exec(source);
    if (!packageFile?.[1] || !packageFile[2]) continue;
    formats.set(packageFile[1], [...(formats.get(packageFile[1]) ?? []), packageFile[2]]);
  }
  return [...formats].filter(([, extensions]) => extensions.length > 1).map(([file, extensions]) => `${file}.{${extensions.join(',')}}`);
}

const BROWSER_SHELL = /<div id=(?:"root"|root)><\/div>/;

/**
 * What a visitor gets from a warm api: the server-rendered page (a cold api's first render may run
 * over its budget, and the browser shell then renders everything in the browser).
 */
async function untilServerRendered(request: APIRequestContext, address: string): Promise<void> {
  await expect
    .poll(async () => BROWSER_SHELL.test(await (await request.get(address, { headers: { accept: 'text/html' } })).text()), { timeout: 30_000 })
    .toBe(false);
}

test.describe('every page shape keeps its first view within its budget', () => {
  // A phone, as the budgets were measured: a short page brings its footer (and what loads near the screen) into play.
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const budget of PAGE_BUDGETS) {
    test(`${budget.name}: first-view scripts at most ${budget.kB} kB brotli in ${budget.files} files`, async ({ page, request, baseURL }) => {
      const address = typeof budget.path === 'string' ? budget.path : await budget.path(baseURL ?? '');
      if (budget.renderedBy === 'server') await untilServerRendered(request, address);
      const scripts = await firstViewScripts(page, address);
      const weights = weigh(scripts);
      const total = weights.reduce((sum, { bytes }) => sum + bytes, 0) / 1000;
      const listing = `${total.toFixed(1)} kB in ${weights.length} files: ${weights.map(({ file, bytes }) => `${file} ${(bytes / 1000).toFixed(1)}`).join(', ')}`;
      test.info().annotations.push({ type: `${budget.name} scripts (brotli)`, description: listing });
      expect(total, `${budget.name} (${address}) first-view scripts, kB brotli; ${listing}`).toBeLessThanOrEqual(budget.kB);
      expect(weights.length, `${budget.name} (${address}) first-view script files; ${listing}`).toBeLessThanOrEqual(budget.files);

      const files = scripts.map(buildFileOf);
      for (const [name, module] of Object.entries(ONCE)) {
        const holders = files.filter((file) => modulesIn(file).some((source) => module.test(source)));
        expect(holders.map((file) => path.relative(REPO_ROOT, file)), `scripts holding ${name}`).toHaveLength(1);
      }
      for (const file of files) {
        expect(inTwoFormats(modulesIn(file)), `packages bundled twice in ${path.relative(REPO_ROOT, file)}`).toEqual([]);
      }
    });
  }
});
