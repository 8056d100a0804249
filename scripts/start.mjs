// `npm start`: builds when dist/ is missing or older than the sources, then runs the built
// server with plain node. A restart with an up-to-date build takes seconds.
import { spawn, spawnSync } from 'node:child_process';
import { buildState } from './build-freshness.mjs';

const state = buildState();
if (state !== 'current') {
  console.log(
    state === 'missing'
      ? 'Building the site…'
      : 'Sources changed since the last build; rebuilding…',
  );
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
