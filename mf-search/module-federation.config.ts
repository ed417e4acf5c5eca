import type { RemoteFederationConfig } from 'shared-kernel/federation';

/**
 * The stable entry points the shell may load; everything else in src/ stays private. The contract
 * (`RemoteModules`) names them: a renamed, missing or extra expose fails the type check.
 */
export const federation = {
  name: 'mf_search',
  exposes: {
    './SearchBlock': './src/exposes/SearchBlock.tsx',
    './SearchBox': './src/exposes/SearchBox.tsx',
    './SavedSearches': './src/exposes/SavedSearches.tsx',
  },
} as const satisfies RemoteFederationConfig<'mf_search'>;
