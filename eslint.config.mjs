import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

/** Test code (specs, e2e, test helpers), which alone may import libs/testing (tag `type:testing`). */
const testFiles = [
  '**/*.spec.ts',
  '**/*.int-spec.ts',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.test-kit.ts',
  'e2e/**/*.ts',
  'libs/testing/**/*.ts',
];

/** The Nx boundary rule: production code may not depend on `type:testing`; test code may. */
function moduleBoundaries({ testCode }) {
  const libs = testCode ? ['type:lib', 'type:testing'] : ['type:lib'];
  return [
    'error',
    {
      enforceBuildableLibDependency: false,
      allow: [],
      banTransitiveDependencies: false,
      depConstraints: [
        { sourceTag: 'type:lib', onlyDependOnLibsWithTags: libs },
        { sourceTag: 'type:app', onlyDependOnLibsWithTags: libs },
        { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:lib', 'type:testing'] },
        { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib', 'type:testing'] },
        { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
        { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
        { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
      ],
    },
  ];
}

// Honest totals: a focused test hides every other test of its file, and a skip must say why.
const focused = {
  selector: "MemberExpression[property.name='only'], Identifier[name=/^(fit|fdescribe)$/]",
  message: 'A focused test (.only, fit, fdescribe) hides the others; remove it before committing.',
};
const unexplainedJestSkip = {
  selector:
    'MemberExpression[property.name=/^(skip|todo|skipIf|runIf|fixme)$/], Identifier[name=/^(xit|xdescribe|xtest)$/]',
  message: "A skipped test must say why: in jest, itWhen(condition, 'reason') from @maeum/testing.",
};
// Playwright's only reasoned form is test.skip(condition, 'reason') (or test.fixme), inside a test or a describe.
const unexplainedPlaywrightSkip = {
  selector:
    'CallExpression[callee.property.name=/^(skip|fixme)$/]:not([arguments.length=2]:matches([arguments.1.value=type(string)], [arguments.1.type="TemplateLiteral"]):not([arguments.0.value=type(string)]))',
  message: "A skipped test must say why: test.skip(condition, 'reason').",
};

export default [
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'bench/results/**',
      '**/*.d.ts',
      '.nx/**',
      'tmp/**',
      // Written by npm run safety:train: the classifier's weights as one line of data.
      'libs/ai/src/safety/classifier/model-data.ts',
    ],
  },
  ...nx.configs['flat/base'],
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': moduleBoundaries({ testCode: false }),
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@maeum/*/**'], message: 'Import a lib through its index (@maeum/<lib>).' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: testFiles,
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@nx/enforce-module-boundaries': moduleBoundaries({ testCode: true }),
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.test.ts', '**/*.test.tsx'],
    ignores: ['e2e/**'],
    rules: { 'no-restricted-syntax': ['error', focused, unexplainedJestSkip] },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', focused, unexplainedPlaywrightSkip] },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
        fetch: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
];
