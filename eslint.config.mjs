import { readdirSync } from 'node:fs';
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

const libThroughIndex = {
  group: ['@maeum/*/**'],
  message: 'Import a lib through its index (@maeum/<lib>).',
};

/**
 * The web app's layers (apps/web/src): app/ (shell, providers, routes) -> features/* -> shared/ and
 * i18n/, never the other way. A feature's public surface is its index.ts: others import
 * '../<feature>', never its files (the router loads pages by path with import(), which this rule does
 * not see: a page is its route's chunk). Which features a feature may use is written here, and the
 * list must stay free of cycles.
 */
const FEATURE_DEPENDENCIES = {
  admin: ['auth'],
  auth: ['legal'],
  billing: ['auth'],
  companion: ['auth', 'billing', 'insights', 'safety'],
  dashboard: ['auth', 'billing', 'companion', 'habits', 'insights', 'journal', 'mentor', 'mood-boosters'],
  habits: ['auth', 'insights', 'settings'],
  insights: [],
  journal: ['auth'],
  landing: ['onboarding'],
  legal: ['safety'],
  mentor: ['billing', 'insights'],
  'mood-boosters': ['auth', 'billing'],
  'not-found': [],
  onboarding: ['auth'],
  'page-visits': [],
  reminders: ['auth'],
  safety: [],
  settings: ['auth', 'companion', 'reminders'],
};
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
for (const feature of WEB_FEATURES)
  if (!FEATURE_DEPENDENCIES[feature])
    throw new Error(`eslint.config.mjs: add apps/web/src/features/${feature} to FEATURE_DEPENDENCIES`);
(function assertNoFeatureCycle() {
  const state = {};
  const visit = (feature, path) => {
    if (state[feature] === 'done') return;
    if (state[feature] === 'open')
      throw new Error(
        `eslint.config.mjs: FEATURE_DEPENDENCIES has a cycle: ${[...path, feature].join(' -> ')}`,
      );
    state[feature] = 'open';
    for (const next of FEATURE_DEPENDENCIES[feature] ?? []) visit(next, [...path, feature]);
    state[feature] = 'done';
  };
  for (const feature of Object.keys(FEATURE_DEPENDENCIES)) visit(feature, []);
})();

const anyOf = (names) => names.join('|'); // feature folders are named [a-z-]+
/** An import that climbs out of its folder into app/ (any depth: no folder inside a feature is named so). */
const intoApp = {
  regex: '^(\\.\\./)+app(/|$)',
  message: 'Nothing below app/ imports it: app/ composes features (pass a piece in, or move it down).',
};
const webLayerRules = {
  shared: [
    libThroughIndex,
    {
      regex: '^(\\.\\./)+(features|app)(/|$)',
      message:
        'shared/ and i18n/ are the bottom layer: they import nothing from features/ or app/ (move the piece down into shared/, or compose it in app/).',
    },
  ],
  app: [
    libThroughIndex,
    {
      regex: '^(\\.\\./)+features/[^/]+/.',
      message:
        "Import a feature through its index ('../features/<feature>'); the router loads pages with import().",
    },
  ],
  feature: (feature) => {
    const others = WEB_FEATURES.filter((name) => name !== feature);
    const banned = others.filter((name) => !FEATURE_DEPENDENCIES[feature].includes(name));
    return [
      libThroughIndex,
      intoApp,
      {
        regex: `^(\\.\\./)+(features/)?(${anyOf(others)})/.`,
        message: "Import another feature through its index ('../<feature>'), not its files.",
      },
      ...(banned.length
        ? [
            {
              regex: `^(\\.\\./)+(features/)?(${anyOf(banned)})$`,
              message: `${feature} may not use this feature: FEATURE_DEPENDENCIES in eslint.config.mjs lists what each feature uses (no cycles).`,
            },
          ]
        : []),
    ];
  },
};
const webTestFiles = [
  'apps/web/src/**/*.test.{ts,tsx}',
  'apps/web/src/**/test-helpers.ts',
  'apps/web/src/**/test-fixtures.ts',
  'apps/web/src/**/test-catalogue.ts',
  'apps/web/src/test/**',
];
/** The layer rules of apps/web; tests may reach into another feature's test helpers, never up into app/. */
const webLayers = [
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}', 'apps/web/src/i18n/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: webLayerRules.shared }] },
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    ignores: webTestFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: webLayerRules.app }] },
  },
  ...WEB_FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    ignores: webTestFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: webLayerRules.feature(feature) }] },
  })),
  {
    // The index is the surface and nothing else: vite.config.ts tells the bundler it has no side
    // effects, so that importing one piece does not bring the rest into the importer's chunk.
    files: ['apps/web/src/features/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program > :not(ExportNamedDeclaration[source], ExportAllDeclaration)',
          message: "A feature's index.ts only re-exports (export { X } from './x').",
        },
      ],
    },
  },
  {
    files: webTestFiles
      .filter((glob) => !glob.startsWith('apps/web/src/test/'))
      .map((glob) => glob.replace('apps/web/src/', 'apps/web/src/features/')),
    rules: { 'no-restricted-imports': ['error', { patterns: [libThroughIndex, intoApp] }] },
  },
];

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
      'no-restricted-imports': ['error', { patterns: [libThroughIndex] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...webLayers,
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
