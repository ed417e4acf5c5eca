import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { repositoryRules } from 'build-config/eslint-rules';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROUTER_IMPORTS = {
  name: 'react-router',
  message: "Import it from 'shared-kernel/router': one router, shaken to what the apps use, so a page downloads it once.",
};
const STORE_AND_I18N_IMPORTS = {
  group: ['@reduxjs/toolkit', '@reduxjs/toolkit/*', 'react-redux', 'react-i18next'],
  allowTypeImports: true,
  message: "Import from 'shared-kernel/react': the page's one store and i18n context live there, shaken to what the apps use.",
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
  message: "Import it from 'shared-kernel/routing': shared, so a page holds one route table, not one per app.",
};
/**
 * The api reaches the demo agency at its composition point only (api/src/seeding/sources.ts, by a
 * dynamic import), so a real agency's api never loads it; tests may seed it.
 */
const DEMO_AGENCY_IMPORTS = {
  name: 'demo-agency',
  message: 'The api uses the demo agency through its seams (api/src/seeding/sources.ts), chosen by SEED_DEMO, so a real agency never loads it.',
};

/**
 * A remote's folders under `src/features/` that every feature may use; any other folder there is a
 * feature, which may use them but no other feature (a feature then reads top to bottom on its own): a piece two features need moves into
 * one of these, so no feature depends on another's insides and no two depend on each other.
 */
const SHARED_FEATURE_FOLDERS = ['api', 'shared', 'map'];

function featureBoundaries() {
  const remotes = readdirSync(import.meta.dirname).filter((folder) => folder.startsWith('mf-'));
  return remotes.flatMap((remote) => {
    const features = readdirSync(`${import.meta.dirname}/${remote}/src/features`, { withFileTypes: true });
    return features
      .filter((entry) => entry.isDirectory() && !SHARED_FEATURE_FOLDERS.includes(entry.name))
      .map(({ name }) => ({
        target: `./${remote}/src/features/${name}`,
        from: `./${remote}/src/features`,
        except: [`./${name}`, ...SHARED_FEATURE_FOLDERS.map((folder) => `./${folder}`)],
        message: `A feature uses only itself and ${SHARED_FEATURE_FOLDERS.join(', ')}: move what two features share into shared/.`,
      }));
  });
}

/**
 * An access decision follows the route the router matched, never the raw URL: a hook that runs
 * before the handler (or a guard) may not read `request.url`, whose other spellings (`%6c`,
 * `//`, a case change) reach the same route. Guards are a route's own hooks (api/src/http/guard.ts).
 */
const URL_ACCESS_DECISIONS = [
  {
    selector: "CallExpression[callee.property.name='addHook'][arguments.0.value=/^(onRequest|preParsing|preValidation|preHandler)$/] MemberExpression[property.name='url']",
    message: 'A hook before the handler decides by the matched route (request.routeOptions), never by request.url: see api/src/http/guard.ts.',
  },
  {
    selector: "CallExpression[callee.name='guardRoutes'] MemberExpression[property.name='url']",
    message: 'A guard decides by the matched route, never by request.url.',
  },
  {
    selector: "Property[key.name=/^(onRequest|preParsing|preValidation|preHandler)$/] MemberExpression[property.name='url']",
    message: 'A route hook decides by the matched route, never by request.url.',
  },
];

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
    // Comments and test titles say the why in words: an issue number is a page a reader cannot open.
    files: ['**/*.{ts,tsx,js}'],
    plugins: { repository: repositoryRules },
    rules: { 'repository/no-issue-citations': 'error' },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      // A package reaches another by its name and exports, never by a path into its folder.
      'import-x/no-relative-packages': 'error',
      'import-x/no-restricted-paths': ['error', { zones: featureBoundaries() }],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [ROUTER_IMPORTS, ROUTING_IMPORTS], patterns: [STORE_AND_I18N_IMPORTS] }] },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts', 'api/src/test/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [ROUTER_IMPORTS, DEMO_AGENCY_IMPORTS], patterns: [STORE_AND_I18N_IMPORTS] }],
      'no-restricted-syntax': ['error', ...URL_ACCESS_DECISIONS],
    },
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
