// One flat config for the whole repository: typescript-eslint's recommended rules everywhere,
// React hooks rules in the web app, and a ban on `any` (DESIGN §9: types flow from contracts).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // DESIGN §2 layers: the editor core and the dashboard runtime under canvas/ receive what
    // they need from the features that mount them; they never import a feature.
    files: ['apps/web/src/canvas/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/features'],
              message:
                'canvas/ must not import features/: take it as a prop, context or parameter from the feature that mounts it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Layers (issue 20): datasets and dashboards sit beside charts, not above them. What they
    // share with the chart feature lives below all three: row rules and access levels in auth/,
    // data-call limits and errors in data-call/, the dashboard seams in seams/, demo titles in
    // demo/.
    files: ['apps/server/src/dataset/**/*.ts', 'apps/server/src/panel/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/chart/*'],
              message:
                'dataset/ and panel/ do not import the chart feature: use auth/, data-call/, seams/ or demo/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Ingestion (uploads, warehouse writer, extracts, demo data) builds on the compiler and the
    // dialects; the compiler side never imports ingestion (packages/engine/test/ingestion-boundary).
    files: ['packages/engine/src/**/*.ts'],
    ignores: ['packages/engine/src/ingestion/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/ingestion', '**/ingestion/**'],
              message: 'The compiler must not import ingestion; ingestion imports the compiler.',
            },
          ],
        },
      ],
    },
  },
);
