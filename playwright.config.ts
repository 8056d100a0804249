import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4319);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  // One retry on CI, where the suite shares two cores with everything else; a test that
  // needed it is still listed as flaky in the report.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // The whole suite takes about 15 minutes; a stall fails it long before CI's limit.
  globalTimeout: 45 * 60_000,
  // On CI the suite shares two cores with three other lanes, and a page or an e-mail can take
  // longer than 10 s to come when they all peak; a wait only lasts this long when it fails.
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A step that hangs fails with its own name instead of the whole test's timeout.
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // A test that needed its retry leaves a trace to open with `npx playwright show-trace`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'chromium',
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
