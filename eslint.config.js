import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The server modules, top to bottom, each with the modules it may import (only modules listed
 * below it, so the table has no cycle; server/module-dependencies.test.ts holds that).
 */
const serverModules = JSON.parse(
  readFileSync(new URL('./server/module-dependencies.json', import.meta.url), 'utf8'),
);

/** Feature-Sliced layers, top to bottom; a layer may import only from layers below it. */
const layers = ['app', 'pages', 'features', 'entities', 'shared'];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'public/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app' },
        // A slice group (steiger's name for a folder of slices) holds its slices one level down.
        { type: 'pages', pattern: 'src/pages/staff-access/*', capture: ['slice'] },
        { type: 'pages', pattern: 'src/pages/recruiting/*', capture: ['slice'] },
        { type: 'pages', pattern: 'src/pages/privacy/*', capture: ['slice'] },
        { type: 'pages', pattern: 'src/pages/*', capture: ['slice'] },
        { type: 'features', pattern: 'src/features/*', capture: ['slice'] },
        { type: 'entities', pattern: 'src/entities/*', capture: ['slice'] },
        { type: 'shared', pattern: 'src/shared' },
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message: 'Feature-Sliced layers: ${file.type} may not import ${dependency.type}',
          rules: layers.map((layer, index) => ({
            from: layer,
            allow: [
              ...layers.slice(index + 1),
              // Inside its own slice a module may import its neighbours.
              ...(layer === 'app' || layer === 'shared'
                ? [layer]
                : [[layer, { slice: '${from.slice}' }]]),
            ],
          })),
        },
      ],
      'boundaries/entry-point': [
        'error',
        {
          default: 'disallow',
          message: 'Import a slice only through its index.ts (public API)',
          rules: [
            // `island-*` files are a slice's second public API: one island each, so the browser
            // fetches that island's code alone (see app/islands/island-registry.ts).
            {
              target: ['pages', 'features', 'entities'],
              allow: ['index.(ts|tsx)', 'island-*.(ts|tsx)'],
            },
            { target: ['app', 'shared'], allow: '**' },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@mui/icons-material$',
              allowTypeImports: true,
              message: 'Import each icon from its own file: @mui/icons-material/Name',
            },
            {
              // The barrel loads every MUI component: in each component test file (jest has no
              // tree shaking) that was half a second of processor time.
              regex: '^@mui/material$',
              allowTypeImports: true,
              message: 'Import each component from its own file: @mui/material/Name',
            },
            { group: ['@/app/*', '@/app'], message: 'Nothing imports the app layer.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './server/tsconfig.json' } },
      'boundaries/include': ['server/**/*'],
      'boundaries/elements': [
        { type: 'module', pattern: 'server/modules/*', capture: ['name'] },
        // Helpers every module may use; they import no module.
        {
          type: 'server-core',
          mode: 'full',
          pattern: ['server/lib/**', 'server/db/**', 'server/config.ts'],
          capture: ['name'],
        },
        // What assembles the modules: plugins, routes, app, command line, start-up, test support.
        {
          type: 'server-host',
          mode: 'full',
          pattern: ['server/*.ts', 'server/plugins/**', 'server/cli/**', 'server/test-support/**'],
          capture: ['name'],
        },
      ],
    },
    rules: {
      // The server's type check carries the DOM library for the one API test that reads the
      // site's content modules, so the browser's globals are refused here instead.
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location'].map(
          (name) => ({ name, message: 'The server has no browser: this global does not exist.' }),
        ),
      ],
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message:
            '${file.type} ${file.name} may not import ${dependency.type} ${dependency.name}: see server/module-dependencies.json',
          rules: [
            ...Object.entries(serverModules).map(([name, allowed]) => ({
              from: [['module', { name }]],
              allow: [
                'server-core',
                // Inside its own folder a module imports its own files.
                ['module', { name: '${from.name}' }],
                ...allowed.map((dependency) => ['module', { name: dependency }]),
              ],
            })),
            { from: 'server-core', allow: 'server-core' },
            { from: 'server-host', allow: ['server-host', 'server-core', 'module'] },
          ],
        },
      ],
      'boundaries/entry-point': [
        'error',
        {
          default: 'disallow',
          message: 'Import a server module only through its index.ts',
          rules: [
            { target: ['module'], allow: 'index.ts' },
            { target: ['server-core', 'server-host'], allow: '**' },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src/',
              message: 'The server shares code with the client only through @vistaar/shared.',
            },
            {
              regex: '^@/',
              message: 'The server shares code with the client only through @vistaar/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // What the client and the server share runs on both: no React, no client or server code.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|react|@mui/|(\\.\\./)+(src|server)/)',
              message: 'The shared package imports neither client nor server code.',
            },
          ],
        },
      ],
    },
  },
);
