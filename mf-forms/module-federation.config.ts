import type { RemoteFederationConfig } from 'shared-kernel/federation';

/**
 * The stable entry points the shell may load; everything else in src/ stays private. The contract
 * (`RemoteModules`) names them: a renamed, missing or extra expose fails the type check.
 */
export const federation = {
  name: 'mf_forms',
  exposes: {
    './ContactCta': './src/exposes/ContactCta.tsx',
    './EnquiryForm': './src/exposes/EnquiryForm.tsx',
    './VisitBooking': './src/exposes/VisitBooking.tsx',
  },
} as const satisfies RemoteFederationConfig<'mf_forms'>;
