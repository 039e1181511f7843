import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.tmp/**', 'data/**', '**/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/*/**'], message: 'features do not import each other; compose them in app/.' }] }],
    },
  },
  {
    // Dates, money, sizes and ratings are written by the shared formatters (decision 0031).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/fakes/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='slice'][callee.object.callee.property.name='toISOString']", message: 'A day or time is never cut from an ISO string: use koreanDayOf / dayOf / formatDay from @dcm/shared (decision 0031).' },
        { selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]", message: 'Write numbers and dates with the formatters of @dcm/shared (formatCount, formatMoney, formatDateTime; decision 0031).' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The app layer composes features: it is the one place that imports them.
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
