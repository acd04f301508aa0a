import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * The layers, enforced (docs/decisions/008-layers.md). Imports go one way:
 *   server: routes → services → repositories → db; lib and db never reach up into modules.
 *   web:    app → features → entities → components, lib → @console/contracts; a feature never imports another.
 */
const server = 'apps/server/src';
const web = 'apps/web/src';
const features = readdirSync(`${web}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  {
    target: `${server}/modules/**/*.repository.ts`,
    from: [`${server}/modules/**/*.service.ts`, `${server}/modules/**/*.routes.ts`, `${server}/plugins/**`, `${server}/{app,server}.ts`],
    message: 'A repository sits below services and routes: it may not import them.',
  },
  {
    target: `${server}/modules/**/*.service.ts`,
    from: [`${server}/modules/**/*.routes.ts`, `${server}/plugins/**`, `${server}/{app,server}.ts`],
    message: 'A service sits below the routes: it may not import them.',
  },
  {
    target: `${server}/modules/**/*.routes.ts`,
    from: [`${server}/modules/**/*.repository.ts`],
    message: 'Routes reach the database through a service, never a repository.',
  },
  {
    target: [`${server}/lib/**`, `${server}/db/*.ts`, `${server}/db/migrations/**`],
    from: [`${server}/modules/**`, `${server}/plugins/**`, `${server}/{app,server}.ts`],
    message: 'lib and db are the bottom layers: they may not import modules, plugins or the app.',
  },
  {
    target: [`${server}/db/seed/**`, `${server}/demo/**`],
    from: [`${server}/modules/**/*.routes.ts`, `${server}/plugins/**`, `${server}/{app,server}.ts`],
    message: 'The seed and the demo data fill a database through services and repositories: they are not entry points (cli/ is).',
  },
  {
    target: `${server}/db/migrations/**`,
    from: [`${server}/lib/**`],
    message: 'A migration is frozen: it never imports application code.',
  },
  {
    target: [`${web}/components/**`, `${web}/lib/**`],
    from: [`${web}/entities/**`, `${web}/features/**`, `${web}/app/**`],
    message: 'components and lib are shared by every layer above: they may not import entities, features or the app.',
  },
  {
    target: `${web}/entities/**`,
    from: [`${web}/features/**`, `${web}/app/**`],
    message: 'An entity (the one home of a kind of server data) sits below the features and the app.',
  },
  {
    target: `${web}/lib/**`,
    from: [`${web}/components/**`],
    message: 'lib sits below the components.',
  },
  {
    target: `${web}/features/**`,
    from: [`${web}/app/**`],
    message: 'A feature may not import the app: app/routes assembles features.',
  },
  ...features.map((feature) => ({
    target: `${web}/features/${feature}/**`,
    from: `${web}/features/!(${feature})/**`,
    message: `Features do not import each other: move what ${feature} needs down a layer, or assemble both in app/routes.`,
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      // Generated from the OpenAPI document (npm run openapi:types).
      'examples/client/api.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: [`${server}/**/*.ts`, `${web}/**/*.{ts,tsx}`],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: { 'import/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    // Only repositories (and the db layer, tests and tools) touch Kysely.
    files: [`${server}/modules/**/*.service.ts`, `${server}/modules/**/*.routes.ts`, `${server}/plugins/**`],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'kysely', message: 'Only repositories and db/ touch Kysely.' }] }] },
  },
  {
    files: ['**/*.test.ts', 'apps/server/src/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The service worker runs in its own global scope.
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
