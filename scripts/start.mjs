// `npm start`: builds when dist/ is missing or older than the sources, then runs the built
// server with plain node. A restart with an up-to-date build takes seconds.
import { spawn } from 'node:child_process';
import { buildWhenStale } from './build-freshness.mjs';

buildWhenStale();

const server = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
