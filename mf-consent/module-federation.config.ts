/** The stable entry points the shell may load; everything else in src/ stays private. */
export const federation = {
  name: 'mf_consent',
  exposes: {
    './ConsentDialog': './src/exposes/ConsentDialog.tsx',
    './CookieTable': './src/exposes/CookieTable.tsx',
  },
} as const;
