import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { REMOTES } from 'shared-kernel/federation';
import { sharedDependencies } from './shared.js';

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
}

interface Argv {
  mode?: 'production' | 'development';
}

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:8080';

export function federatedAppConfig(options: FederatedAppOptions) {
  return (_env: unknown, argv: Argv): Configuration & { devServer?: DevServerConfiguration } => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: options.dir,
      entry: './src/index.ts',
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
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js'],
        // Workspace packages resolve to their TypeScript sources: no kernel build needed in dev.
        conditionNames: ['source', '...'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
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
                    },
                  },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.(png|svg|jpe?g|webp|woff2?)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: options.name,
          filename: 'remoteEntry.js',
          exposes: options.exposes ?? {},
          shared: sharedDependencies(options.dir),
          manifest: true,
          dts: false,
          ...(options.host ? { shareStrategy: 'loaded-first' as const } : {}),
        }),
        new HtmlWebpackPlugin({
          template: path.join(import.meta.dirname, 'index.html'),
          title: options.title,
          favicon: path.join(import.meta.dirname, 'favicon.svg'),
          scriptLoading: 'defer',
        }),
      ],
      performance: { hints: false },
      devServer: {
        port: options.port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/epc'], target: API_ORIGIN, changeOrigin: false }],
        client: { overlay: { warnings: false } },
      },
    };
  };
}

/** A remote's config: its development port comes from the one list of remotes in shared-kernel. */
export function federatedRemoteConfig(options: Omit<FederatedAppOptions, 'port' | 'host'>) {
  const remote = REMOTES.find((candidate) => candidate.name === options.name);
  if (!remote) throw new Error(`${options.name} is missing from shared-kernel's REMOTES`);
  return federatedAppConfig({ ...options, port: remote.devPort });
}
