// One jest run over every service and lib. Unit specs are *.spec.ts; integration specs
// (*.int-spec.ts) talk to the real Postgres, Redis and NATS named by the environment.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const shared = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { '^@maeum/([a-z-]+)$': '<rootDir>/libs/$1/src/index.ts' },
  setupFiles: ['reflect-metadata'],
  roots: ['<rootDir>/apps', '<rootDir>/libs', '<rootDir>/deploy', '<rootDir>/k8s'],
  modulePathIgnorePatterns: ['<rootDir>/dist'],
};
module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['**/*.spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/apps/web/'],
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['**/*.int-spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/apps/web/'],
      globalSetup: '<rootDir>/libs/testing/src/global-setup.js',
      globalTeardown: '<rootDir>/libs/testing/src/global-teardown.js',
      setupFilesAfterEnv: ['<rootDir>/libs/testing/src/integration-setup.ts'],
    },
  ],
};
