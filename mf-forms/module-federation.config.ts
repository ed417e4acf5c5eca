/** The stable entry points the shell may load; everything else in src/ stays private. */
export const federation = {
  name: 'mf_forms',
  exposes: {
    './ContactCta': './src/exposes/ContactCta.tsx',
    './EnquiryForm': './src/exposes/EnquiryForm.tsx',
  },
} as const;
