import { createRequire } from 'node:module';

/**
 * The singletons every federated app declares identically (ARCHITECTURE.md "Shared singletons").
 * Two copies of React, the store, i18next or emotion on one page would split their contexts,
 * so each of these must resolve to exactly one instance at run time.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'i18next',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
] as const;

/**
 * Subpath imports (`react/jsx-runtime`, `react-dom/client`, `@emotion/react/jsx-runtime`) must share
 * too.
 */
const SUBPATH_SINGLETONS = ['react', 'react-dom', '@emotion/react'] as const;

/**
 * `shared-kernel`'s root entry is deliberately not shared (so a remote deploys newer rules alone, and a page downloads less): it holds pure types,
 * rules, schemas and tables with no instance to keep single, so each app bundles only what it
 * imports (the home page no longer downloads zod and libphonenumber for forms it does not show), and
 * a remote built with newer rules than the shell's runs them instead of waiting for the shell.
 * Only the stateful subpaths (`shared-kernel/react`, `shared-kernel/federation`) stay singletons,
 * with `shared-kernel/routing`, the route table that every app linking pages needs (one copy a page
 * instead of one per app; a new route needs the shell's deploy anyway), and `shared-kernel/router`, the one door to react-router: react-router is not shared itself, as
 * a shared package ships whole, so the facade keeps the router single and webpack shakes the rest.
 * Redux Toolkit, react-redux and react-i18next are single the same way: only `shared-kernel/react`
 * imports them (the lint forbids it elsewhere), so the page's one store, base api, `Provider` and
 * translation hook come with that singleton, shaken to what it uses, instead of the packages whole
 * (a first view downloads less).
 *
 * Each of these subpaths is versioned on its own, in `shared-kernel/shared-subpaths.json` (a
 * kernel test keeps each version in step with what its subpath exports), not by the kernel's
 * package version: that one also moves for a pure rule of the root entry, which every app bundles,
 * and taking it as the singletons' range made a remote that uses a new pure rule fall back whole on
 * the shell it needs nothing new from.
 */
interface SharedSubpath {
  version: string;
}

interface SharedConfig {
  singleton: true;
  requiredVersion: string | false;
  /**
   * A singleton whose version does not satisfy an app's range fails that app's load (its slot
   * shows the fallback, the console says which version it needed) instead of running it against
   * code it was not built for: a remote that needs newer kernel rules than the shell
   * provides must wait for the shell's deploy, and says so.
   */
  strictVersion: true;
  version: string;
  eager?: boolean;
}

export type SharedMap = Record<string, SharedConfig>;

interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
}

/**
 * The shared map for an app, with `requiredVersion` ranges taken from the app's own package.json
 * (never exact pins) and the installed version made explicit, because subpath folders such as
 * `react/` have no package.json of their own to read it from.
 *
 * A kernel subpath is provided at the version `shared-subpaths.json` states and required at a
 * caret of that same version: a build may call anything the subpath had when it was built, so it
 * needs a shell whose copy has it too (an older one fails its load, with both versions in the
 * console, and the deploy gate compares the same two fields in the manifests). No app names these
 * ranges itself: a range lower than the build's kernel would let it load on a shell lacking a hook
 * it calls (a fallback on every page that shows it), and a higher one would be a copy of the kernel's own record.
 */
export function sharedDependencies(appDir: string): SharedMap {
  const requireFromApp = createRequire(`${appDir}/package.json`);
  const appPackage = requireFromApp('./package.json') as PackageJson;
  const installedVersion = (name: string): string =>
    (requireFromApp(`${name}/package.json`) as PackageJson).version;
  const range = (name: string): string => {
    const declared = appPackage.dependencies?.[name];
    if (!declared) throw new Error(`${appDir}/package.json must depend on ${name} to share it`);
    return declared === '*' ? `^${installedVersion(name)}` : declared;
  };
  const singleton = (version: string, requiredVersion: string): SharedConfig => ({
    singleton: true,
    strictVersion: true,
    requiredVersion,
    version,
  });

  const shared: SharedMap = {};
  for (const name of SINGLETONS) shared[name] = singleton(installedVersion(name), range(name));
  for (const name of SUBPATH_SINGLETONS) shared[`${name}/`] = singleton(installedVersion(name), range(name));
  const subpaths = requireFromApp('shared-kernel/shared-subpaths.json') as Record<string, SharedSubpath>;
  for (const [name, { version }] of Object.entries(subpaths)) shared[name] = singleton(version, `^${version}`);
  return shared;
}
