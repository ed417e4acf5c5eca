import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROUTER_IMPORTS = {
  name: 'react-router',
  message: "Import it from 'shared-kernel/router': one router, shaken to what the apps use (issue 16).",
};
const STORE_AND_I18N_IMPORTS = {
  group: ['@reduxjs/toolkit', '@reduxjs/toolkit/*', 'react-redux', 'react-i18next'],
  allowTypeImports: true,
  message: "Import from 'shared-kernel/react': the page's one store and i18n context live there (issue 16).",
};
/** The route table's values: a browser app takes them from the shared subpath, so a page holds one copy. */
const ROUTING_IMPORTS = {
  name: 'shared-kernel',
  importNames: [
    'PROPERTY_ROUTE',
    'PROJECT_ROUTE',
    'localizePath',
    'canonicalCasePath',
    'resolvePath',
    'projectPath',
    'propertyPath',
    'propertyHref',
    'projectHref',
    'breadcrumbFor',
    'pathInLanguage',
    'ARTICLE_LIST_PATHS',
    'articlePath',
    'SERVICE_SLUGS',
    'VALUE_SLUGS',
    'TESTIMONIAL_SLUGS',
    'ROUTE_TABLE',
    'significantQuery',
  ],
  allowTypeImports: true,
  message: "Import it from 'shared-kernel/routing': shared, so a page holds one route table, not one per app (issue 16).",
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'data/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-imports': ['error', { paths: [ROUTER_IMPORTS], patterns: [STORE_AND_I18N_IMPORTS] }],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [ROUTER_IMPORTS, ROUTING_IMPORTS], patterns: [STORE_AND_I18N_IMPORTS] }] },
  },
  {
    files: ['shared-kernel/src/router.ts', 'shared-kernel/src/react/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
