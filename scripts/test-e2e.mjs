// Builds the app and runs the Playwright browser tests in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(
    `The browser tests need Chromium at ${chromium}. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}

const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (process.env.E2E_SKIP_BUILD !== '1') run('npm', ['run', 'build', '--silent']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
});
