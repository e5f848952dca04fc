/** Browser tests: each test file starts its own server and Chromium (see tests/e2e/withBrowserAndServer.ts). */
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' },
    module: { type: 'es6' },
  },
];

module.exports = {
  rootDir: '../..',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/e2e'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swc },
  testTimeout: 90_000,
  maxWorkers: 1,
};
