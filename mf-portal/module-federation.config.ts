/** The stable entry points the shell may load; everything else in src/ stays private. */
export const federation = {
  name: 'mf_portal',
  exposes: {
    './OwnerAccess': './src/exposes/OwnerAccess.tsx',
  },
} as const;
