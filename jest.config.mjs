/** @typedef {import('jest').Config} Config */

/** @type {Config['transform']} */
const swcTransform = {
  '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

const moduleNameMapper = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@vistaar/shared/(.*)$': '<rootDir>/packages/shared/src/$1',
  '^@tests/(.*)$': '<rootDir>/tests/$1',
  '\\.(css|less)$': '<rootDir>/tests/support/style-stub.cjs',
  '\\?url$': '<rootDir>/tests/support/file-url-stub.cjs',
};

// Set by scripts/jest-in-groups.mjs: where the files that run several test files together are.
const groupsDir = process.env.JEST_GROUPS_DIR;

/** @type {Config} */
const config = {
  // Component tests wait for MUI, msw and debounced searches, and API tests for worker threads;
  // with four lanes on a two-core machine each process gets about half a core, and 20 s cut
  // tests off that take a few seconds alone. The limit only catches hangs.
  testTimeout: 60_000,
  // On two cores jest runs every file in its own main process, one after another (one worker), so a
  // handle a test leaves open (a server, a pool, a thread) kept it alive after its summary until
  // CI's limit stopped the run. It exits when the tests are done, and says it did so.
  forceExit: true,
  projects: [
    {
      // The package both sides share: plain functions and schemas, tested without a DOM.
      displayName: 'shared',
      testEnvironment: 'node',
      roots: ['<rootDir>/packages/shared/src'],
      testMatch: ['**/*.test.ts'],
      transform: swcTransform,
      moduleNameMapper,
    },
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      roots: ['<rootDir>/src', ...(groupsDir ? [groupsDir] : [])],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: swcTransform,
      moduleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/tests/support/jest-web-setup.ts'],
      globals: { __API_BASE_URL__: 'http://localhost' },
      transformIgnorePatterns: [
        '/node_modules/(?!(until-async|@bundled-es-modules|msw|@mswjs|rettime|@open-draft)/)',
      ],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/tests/api', ...(groupsDir ? [groupsDir] : [])],
      testMatch: ['**/*.test.ts'],
      transform: swcTransform,
      moduleNameMapper,
      setupFiles: ['<rootDir>/tests/support/jest-server-setup.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/jest-server-after-env.ts'],
      // otplib's base32 and HMAC plugins, jose and ical.js ship only ES modules; jest runs the server
      // tests as CommonJS.
      transformIgnorePatterns: ['/node_modules/(?!(@scure|@noble|jose|ical\\.js)/)'],
    },
  ],
};

export default config;
