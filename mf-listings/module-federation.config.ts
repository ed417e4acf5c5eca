import type { RemoteFederationConfig } from 'shared-kernel/federation';

/**
 * The stable entry points the shell may load; everything else in src/ stays private. The contract
 * (`RemoteModules`) names them: a renamed, missing or extra expose fails the type check.
 */
export const federation = {
  name: 'mf_listings',
  exposes: {
    './PropertyTypes': './src/exposes/PropertyTypes.tsx',
    './PropertyList': './src/exposes/PropertyList.tsx',
    './PropertyDetail': './src/exposes/PropertyDetail.tsx',
    './ProjectList': './src/exposes/ProjectList.tsx',
    './ProjectDetail': './src/exposes/ProjectDetail.tsx',
    './Favourites': './src/exposes/Favourites.tsx',
  },
} as const satisfies RemoteFederationConfig<'mf_listings'>;
