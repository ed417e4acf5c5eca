import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `shared-subpaths.json` states the version of each subpath the apps share as a singleton, which
 * every app's build gives as the version it provides and, with a caret, as the version it requires
 * (`build-config/src/shared.ts`). That version must move when the subpath's interface moves, or a
 * remote built against a new hook loads on a shell without it and calls `undefined`:
 * the names it lists are checked against what the subpath really exports, so an export added or
 * removed fails here until the version is bumped (an addition: the patch; a removal or a changed
 * signature: the minor) and the list updated.
 */
const SUBPATHS: Record<string, { version: string; exports: string[] }> = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '..', 'shared-subpaths.json'), 'utf8'),
);

const SOURCES: Record<string, () => Promise<object>> = {
  'shared-kernel/react': () => import('./react/index.js'),
  'shared-kernel/federation': () => import('./federation/index.js'),
  'shared-kernel/router': () => import('./router.js'),
  'shared-kernel/routing': () => import('./routing/index.js'),
};

describe('the shared subpaths and their versions', () => {
  it('lists every shared subpath, and only those', () => {
    expect(Object.keys(SUBPATHS).sort()).toEqual(Object.keys(SOURCES).sort());
  });

  it.each(Object.keys(SOURCES))('%s exports what its recorded version promises', async (subpath) => {
    const recorded = SUBPATHS[subpath];
    const exported = Object.keys(await SOURCES[subpath]!()).sort();
    if (JSON.stringify(exported) !== JSON.stringify(recorded?.exports)) {
      throw new Error(
        `${subpath} now exports ${JSON.stringify(exported)}, not what ${recorded?.version} lists: bump its version in shared-subpaths.json (an addition: the patch; a removal or a changed signature: the minor) and list these`,
      );
    }
  });

  it('states a plain semver version for each', () => {
    for (const { version } of Object.values(SUBPATHS)) expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
