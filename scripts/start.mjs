// `npm start`: builds when dist/ is missing or older than the sources, then runs the built
// server with plain node. A restart with an up-to-date build takes seconds.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'server', 'public', 'index.html', 'vite.config.ts', 'package.json'];
const OUTPUTS = ['dist/server/main.js', 'dist/render/server.js', 'dist/client/index.html'];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    stats.mtimeMs,
  );
}

const builtAt = Math.min(...OUTPUTS.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...SOURCES.map(newestMtime));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(
    builtAt === 0 ? 'Building the site…' : 'Sources changed since the last build; rebuilding…',
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
