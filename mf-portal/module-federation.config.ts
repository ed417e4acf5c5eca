import type { RemoteFederationConfig } from 'shared-kernel/federation';

/**
 * The stable entry points the shell may load; everything else in src/ stays private. The contract
 * (`RemoteModules`) names them: a renamed, missing or extra expose fails the type check.
 */
export const federation = {
  name: 'mf_portal',
  exposes: {
    './OwnerAccess': './src/exposes/OwnerAccess.tsx',
    './OwnerLogin': './src/exposes/OwnerLogin.tsx',
    './OwnerPortal': './src/exposes/OwnerPortal.tsx',
    './OwnerSessionLink': './src/exposes/OwnerSessionLink.tsx',
  },
} as const satisfies RemoteFederationConfig<'mf_portal'>;
