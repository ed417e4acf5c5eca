/** The stable entry points the shell may load; everything else in src/ stays private. */
export const federation = {
  name: 'mf_search',
  exposes: {
    './SearchBox': './src/exposes/SearchBox.tsx',
  },
} as const;
