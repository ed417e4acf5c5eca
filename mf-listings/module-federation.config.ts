/** The stable entry points the shell may load; everything else in src/ stays private. */
export const federation = {
  name: 'mf_listings',
  exposes: {
    './PropertyTypes': './src/exposes/PropertyTypes.tsx',
  },
} as const;
