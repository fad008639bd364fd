import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'src/server/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/server/**', 'scripts/**', 'tests/**', 'bench/**', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/web/**'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // An Intl formatter's first construction loads ICU's locale and time-zone data (14-22 ms on
    // this machine, 180 ms at 8× CPU): built at a module's top level, it runs in the evaluation of
    // every page that imports the module, before hydration (issue #36's profiles). Build it on
    // first use with domain/lazy.ts.
    files: ['src/web/**', 'src/domain/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ':matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator > NewExpression[callee.object.name="Intl"]',
          message:
            "Build Intl formatters on first use (lazy() from domain/lazy.ts): at a module's top level they load ICU's data in every importing page's evaluation.",
        },
      ],
    },
  },
  // Which folder may import which, and no import circles: .dependency-cruiser.mjs.
);
