/** The stable entry points the shell may load; everything else in src/ stays private. */
export const federation = {
  name: 'mf_search',
  exposes: {
    './SearchBlock': './src/exposes/SearchBlock.tsx',
    './SearchBox': './src/exposes/SearchBox.tsx',
  },
} as const;
