import path from 'node:path';
import { createRequire } from 'node:module';
import { constants as zlibConstants, type BrotliOptions } from 'node:zlib';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Compiler, Configuration, WebpackPluginInstance } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { CONTRACT_TYPES_FILE, REMOTES } from 'shared-kernel/federation';
import { contractTypes } from './contractTypes.js';
import { sharedDependencies, type SharedMap } from './shared.js';

export interface FederatedAppOptions {
  /** The app's folder (pass `import.meta.dirname`). */
  dir: string;
  /** Module Federation container name, e.g. `mf_listings`. */
  name: string;
  port: number;
  /** Exposed modules: `{ './PropertyList': './src/exposes/PropertyList.tsx' }`. */
  exposes?: Record<string, string>;
  /** The shell: served from `/`, registers remotes at run time and prefers already loaded shares. */
  host?: boolean;
  /** Page title of the standalone harness or of the shell's html. */
  title: string;
  /**
   * The shell's server entry (`./src/server-entry.ts`): its production build then includes a Node
   * build that renders pages for the api. Remotes always get one, exposing the same modules.
   */
  serverEntry?: string;
  /**
   * The shell's first script in production (`./src/startAfterLoad.ts`), built apart as
   * `start-after-load.js`: the page names it instead of the entry, and it starts the entry, whose
   * address it reads from its tag's `data-entry`.
   */
  startAfterLoad?: string;
}

interface Argv {
  mode?: 'production' | 'development';
}

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:8080';
// `npm run dev:mock -w mf-x`: the dev server answers /api itself from the recorded demo agency.
const mockApi = process.env.MOCK_API === 'true' ? (await import('./mockApi.js')).mockApiMiddleware() : undefined;

function resolveOptions(dir: string, production: boolean): Configuration['resolve'] {
  return {
    extensions: ['.ts', '.tsx', '.js'],
    // Workspace packages resolve to their TypeScript sources: no kernel build needed in dev.
    conditionNames: ['source', '...'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    // react-router 7's exports name only its development build (remix-run/react-router#12532
    // and remix-run/react-router#14102): dev warnings and checks in every visitor's download. Production builds take its
    // production build, which the package ships beside it.
    alias: production ? { 'react-router$': reactRouterProductionBuild(dir), ...externalRuntimeAsEsModule() } : {},
  };
}

/**
 * `provideExternalRuntime` adds its runtime plugin by the plugin's CommonJS file, which requires
 * the CommonJS build of the federation runtime core, while the shell's own runtime imports its ES
 * module build: two copies of the runtime core and of its sdk in the shell's entry, about 15 kB
 * brotli and their evaluation on every page. The plugin's ES module file imports the
 * core the shell already has, which it then provides to the remotes.
 */
function externalRuntimeAsEsModule(): Record<string, string> {
  // Resolved as the federation plugin resolves it, from its own package.
  const federationPlugin = createRequire(import.meta.url).resolve('@module-federation/enhanced/webpack');
  const commonJs = createRequire(federationPlugin).resolve('@module-federation/inject-external-runtime-core-plugin');
  return { [`${commonJs}$`]: commonJs.replace(/\.cjs$/, '.js') };
}

function reactRouterProductionBuild(dir: string): string {
  const manifest = createRequire(`${dir}/package.json`).resolve('react-router/package.json');
  return path.join(path.dirname(manifest), 'dist', 'production', 'index.mjs');
}

function sourceRules(production: boolean, fastRefresh = false): NonNullable<Configuration['module']>['rules'] {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: {
              react: {
                runtime: 'automatic',
                importSource: '@emotion/react',
                development: !production,
                // Registers components with Fast Refresh's runtime, which its plugin puts in the bundle.
                refresh: fastRefresh,
              },
            },
            target: 'es2022',
          },
        },
      },
    },
    { test: /\.(png|gif|svg|jpe?g|webp|woff2?)$/i, type: 'asset/resource' },
  ];
}

/** Where an app's Node build goes, beside its browser build (the browser build's clean keeps it). */
export const SERVER_DIR = 'server';

/** Text files worth compressing: the api serves their `.br` or `.gz` twin to browsers that accept it. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Brotli at its best (build time is spent once, bytes on every visit) and gzip for the rest; a
 * script of the site shrinks to about a quarter.
 */
const precompressed: WebpackPluginInstance[] = [
  new CompressionPlugin<BrotliOptions>({
    algorithm: 'brotliCompress',
    filename: '[path][base].br',
    test: COMPRESSIBLE,
    threshold: 1024,
    minRatio: 0.9,
    compressionOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } },
  }),
  new CompressionPlugin({ algorithm: 'gzip', filename: '[path][base].gz', test: COMPRESSIBLE, threshold: 1024, minRatio: 0.9 }),
];

/**
 * Asks V8 to compile every function of a script with the script itself (Chrome's explicit compile
 * hints, a comment that must open the file), which it does off the main thread while the script
 * streams in. Left to itself V8 compiles a function on its first call, on the main thread: React
 * DOM, Redux Toolkit, the federation runtime and the apps' code were compiled piecemeal inside the
 * very tasks that start and hydrate the page, and a phone felt it. A property page's start, profiled in
 * Chromium with and without the comment on the shell's entry alone: its script tasks held the main
 * thread about half as long. Browsers without the feature read a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const compileHints: WebpackPluginInstance = {
  apply(compiler: Compiler) {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
      // After the minifier (which drops comments), before the source maps are written.
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1;
      compilation.hooks.processAssets.tap({ name: 'CompileHints', stage }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (!name.endsWith('.js')) continue;
          compilation.updateAsset(name, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  },
};

/**
 * The contract the build was checked against, beside its manifest (contractTypes.ts): published
 * with each release, the live shell's at a stable address of the api.
 */
function contractTypesAsset(dir: string): WebpackPluginInstance {
  return {
    apply(compiler: Compiler) {
      const { webpack } = compiler;
      compiler.hooks.thisCompilation.tap('ContractTypes', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'ContractTypes', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          compilation.emitAsset(CONTRACT_TYPES_FILE, new webpack.sources.RawSource(contractTypes(dir)));
        });
      });
    },
  };
}

/**
 * The apps' packages are ES modules; their Node builds are CommonJS, which Node loads as such only
 * when the folder says so.
 */
const commonJsFolder: WebpackPluginInstance = {
  apply(compiler: Compiler) {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap('CommonJsFolder', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CommonJsFolder', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('package.json', new webpack.sources.RawSource('{ "type": "commonjs" }\n'));
      });
    });
  },
};

/**
 * The Node build of an app for server rendering (so public pages arrive with their content): the same sources, exposes and shared
 * map as the browser build, as CommonJS that the federation runtime loads on Node. A remote's
 * server container is fetched over HTTP like its browser one, so remotes still deploy on their own.
 */
function federatedServerConfig(options: FederatedAppOptions): Configuration {
  const requireHere = createRequire(import.meta.url);
  return {
    mode: 'production',
    name: `${options.name}-server`,
    context: options.dir,
    target: 'async-node',
    // The shell's entry must pass an async boundary (server-entry.ts imports ./server) so the shared
    // modules are negotiated before use; a remote's only entry is its container.
    entry: options.serverEntry ? { server: options.serverEntry } : {},
    devtool: 'source-map',
    output: {
      path: path.join(options.dir, 'dist', SERVER_DIR),
      // No public path on Node ('auto' needs a document): the federation runtime then loads a
      // remote's chunks from beside the address its container was loaded from.
      publicPath: '',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:16].js',
      assetModuleFilename: 'assets/[name].[contenthash:16][ext]',
      uniqueName: `${options.name}_server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: resolveOptions(options.dir, true),
    module: { rules: sourceRules(true) },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module', name: options.name },
        remoteType: 'script',
        exposes: options.exposes ?? {},
        shared: sharedDependencies(options.dir),
        runtimePlugins: [requireHere.resolve('@module-federation/node/runtimePlugin')],
        dts: false,
        ...(options.host ? { shareStrategy: 'loaded-first' as const } : {}),
      }),
      commonJsFolder,
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/**
 * The version a build's manifest states (`metaData.buildInfo.buildVersion`, read by the api's
 * remote health): the package's version and a build id, `0.1.0+20261125T121500Z`. A deploy sets
 * `BUILD_ID` (a CI run number, a commit); a local build is named by its UTC time.
 */
function buildVersionOf(dir: string, buildId = process.env.BUILD_ID): string {
  const { version } = createRequire(import.meta.url)(path.join(dir, 'package.json')) as { version: string };
  const id = buildId ?? new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  return `${version}+${id.replace(/[^0-9A-Za-z.-]/g, '-')}`;
}

/**
 * The app's webpack configuration: in production its browser build and, for a remote or a shell
 * with a server entry, its Node build (and a remote's harness runtime); in development the browser
 * build alone.
 */
export function federatedAppConfig(options: FederatedAppOptions) {
  return (_env: unknown, argv: Argv): Configuration | Configuration[] => {
    // The manifest plugin reads the version from here (else the package's bare version).
    process.env.MF_BUILD_VERSION ??= buildVersionOf(options.dir);
    const browser = federatedBrowserConfig(options, argv);
    if (argv.mode === 'development') return browser;
    if (options.host) {
      return [browser, ...(options.startAfterLoad ? [plainScriptConfig(options, START_AFTER_LOAD, options.startAfterLoad)] : []), ...(options.serverEntry ? [federatedServerConfig(options)] : [])];
    }
    return [browser, plainScriptConfig(options, HARNESS_RUNTIME, path.join(import.meta.dirname, 'provideRuntimeCore.ts')), federatedServerConfig(options)];
  };
}

/** The script a remote's production harness page loads before its own (see provideRuntimeCore.ts). */
const HARNESS_RUNTIME = 'harness-runtime-core';
/** The shell's first script (see `FederatedAppOptions.startAfterLoad`). */
const START_AFTER_LOAD = 'start-after-load';

/**
 * One federation runtime per page, since every copy is script a visitor downloads: in production the shell puts its runtime core on the
 * page and every remote's build leaves its own out, so a remote entry shrinks from about 25 kB to
 * a few (brotli). The runtime core is then part of the contract between the shell and the remotes,
 * like React: every app builds with the one `@module-federation/enhanced` of this repository.
 * Remotes load by manifest through the shell's runtime, so their own snapshot code goes too, and
 * as they load no remote themselves (they meet only through the shell), so does their code for
 * remotes. Every browser build leaves out the runtime's Node-only paths (`target: 'web'`); the
 * server containers have builds of their own. Development builds keep their own runtime: a
 * remote's dev server then runs alone as it did.
 */
function federationRuntime(options: FederatedAppOptions, production: boolean) {
  if (!production) return {};
  return options.host
    ? { provideExternalRuntime: true, optimization: { target: 'web' as const } }
    : { externalRuntime: true, optimization: { disableSnapshot: true, disableRemote: true, target: 'web' as const } };
}

/**
 * A script of the app's own built apart, plain code without federation, as `dist/<name>.js`
 * (a stable name, served for revalidation like a remote entry): the runtime core for a remote's
 * production harness page (its dist/index.html, opened alone; the remote's build externalizes
 * every import of it), and the shell's first script (see `FederatedAppOptions.startAfterLoad`).
 */
function plainScriptConfig(options: FederatedAppOptions, name: string, source: string): Configuration {
  return {
    mode: 'production',
    name: `${options.name}-${name}`,
    context: options.dir,
    entry: { [name]: source },
    devtool: 'source-map',
    output: { path: path.join(options.dir, 'dist'), filename: '[name].js', uniqueName: `${options.name}_${name}` },
    resolve: resolveOptions(options.dir, true),
    module: { rules: sourceRules(true) },
    plugins: precompressed,
    performance: { hints: false },
  };
}

/**
 * The shell's own copies of the shared packages go in its entry script instead of one file each
 * (fewer requests before the page starts). The shell is on every page and provides every shared package first (its share
 * strategy is `loaded-first`), so its copies are the ones every page runs anyway; loaded apart they
 * cost a phone some twenty script requests, each a script element on the main thread, and the
 * federation runtime's asynchronous negotiation of each before the page could hydrate (with the
 * bootstrap's steps in tasks of their own, the home page's total blocking time halved). A remote
 * still takes them through the runtime and still checks their versions; its own copies stay
 * separate files that only its standalone page loads. The shell does not check its own: what it
 * takes is what it provides, its range always holds, and the check (the runtime's semver ranges,
 * parsed with regular expressions on every import) cost each page's start some milliseconds.
 */
function eagerly(shared: SharedMap): SharedMap {
  return Object.fromEntries(Object.entries(shared).map(([name, config]) => [name, { ...config, eager: true, requiredVersion: false }]));
}

function federatedBrowserConfig(options: FederatedAppOptions, argv: Argv): Configuration & { devServer?: DevServerConfiguration } {
  const production = argv.mode !== 'development';
  const harnessRuntime = production && !options.host;
  const startAfterLoad = production && options.startAfterLoad !== undefined;
  const fastRefresh = usesFastRefresh(options, production);
  return {
    name: options.name,
    mode: production ? 'production' : 'development',
    context: options.dir,
    // The shell's production entry holds the shared packages (see `eagerly`): its name carries the
    // build's hash like a chunk's, so a returning visitor keeps it until a build changes it (the api
    // marks it immutable); only the shell's html names it. The federation runtime's own use of the
    // entry's name cannot take a content hash.
    entry: production && options.host ? { main: { import: './src/index.ts', filename: '[name].[fullhash:16].js' } } : './src/index.ts',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      // History routes such as /fr/a-vendre/ would load chunks relative to the route otherwise.
      publicPath: options.host ? '/' : 'auto',
      // Entry files keep a stable name (the federation runtime cannot template a hash into them)
      // and are served no-cache; every other chunk carries a 16-hex content hash that lets the
      // api mark it immutable (see api static serving).
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:16].js' : '[name].js',
      assetModuleFilename: production ? 'assets/[name].[contenthash:16][ext]' : 'assets/[name][ext]',
      uniqueName: options.name,
      // The first script's compressed twins are not kept: now under the compression threshold, it
      // has none, and twins left from a larger build of it were served in its place.
      clean: { keep: new RegExp(`^(${SERVER_DIR}/|${HARNESS_RUNTIME}\\.|${START_AFTER_LOAD}\\.js(\\.map)?$)`) },
    },
    resolve: resolveOptions(options.dir, production),
    module: { rules: sourceRules(production, fastRefresh) },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        shared: production && options.host ? eagerly(sharedDependencies(options.dir)) : sharedDependencies(options.dir),
        manifest: true,
        dts: false,
        experiments: federationRuntime(options, production),
        ...(options.host ? { shareStrategy: 'loaded-first' as const } : {}),
      }),
      new HtmlWebpackPlugin({
        template: path.join(import.meta.dirname, 'index.html'),
        title: options.title,
        harnessRuntime: harnessRuntime ? `${HARNESS_RUNTIME}.js` : undefined,
        // The template names the first script, which starts the entry (its `data-entry`).
        startAfterLoad: startAfterLoad ? `/${START_AFTER_LOAD}.js` : undefined,
        favicon: path.join(import.meta.dirname, 'favicon.svg'),
        scriptLoading: 'defer',
        // With a first script the template writes the tags itself: the icon in the head, the first
        // script after the markup (the browser asks the first view's photos before it, and a
        // deferred script runs after parsing wherever it stands), the entry in its `data-entry`.
        inject: startAfterLoad ? false : 'head',
        // The dev server answers every route with this page: a harness deep link reloaded at
        // /for-sale/ must still ask /main.js, not /for-sale/main.js. And the page runs the app
        // alone: its container entry beside it would be a second runtime taking the same hot
        // updates (one global per build), and Fast Refresh would miss the page's own modules.
        ...(production ? {} : { publicPath: '/', chunks: ['main'] }),
      }),
      ...(production ? [compileHints, contractTypesAsset(options.dir), ...precompressed] : []),
      ...(fastRefresh ? [new ReactRefreshWebpackPlugin({ library: options.name, overlay: false })] : []),
    ],
    performance: { hints: false },
    devServer: {
      port: options.port,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      ...(mockApi
        ? { setupMiddlewares: (middlewares) => [{ name: 'mock-api', middleware: mockApi }, ...middlewares] }
        : { proxy: [{ context: ['/api', '/epc'], target: API_ORIGIN, changeOrigin: false }] }),
      client: { overlay: { warnings: false } },
    },
  };
}

/**
 * React Fast Refresh for a dev server: an edit in a component re-renders it where it stands, state
 * and typed values kept, in the app's own page: the shell's, or a remote's harness
 * (`npm run dev -w mf-forms`). Not for remotes in the composed site (`npm run dev`, which sets
 * COMPOSED_DEV): webpack's hot updates do not cross federation (module-federation/core#886), so a
 * remote's component would take its update without the page's React seeing it; there an edit in a
 * remote reloads the page.
 */
function usesFastRefresh(options: FederatedAppOptions, production: boolean): boolean {
  return !production && (options.host === true || process.env.COMPOSED_DEV !== 'true');
}

/** A remote's config: its development port comes from the one list of remotes in shared-kernel. */
export function federatedRemoteConfig(options: Omit<FederatedAppOptions, 'port' | 'host'>) {
  const remote = REMOTES.find((candidate) => candidate.name === options.name);
  if (!remote) throw new Error(`${options.name} is missing from shared-kernel's REMOTES`);
  return federatedAppConfig({ ...options, port: remote.devPort });
}
