// Whether dist/ holds a build of the current sources (used by npm start, npm test, size and
// the benches). Run as a script (`npm run build:stale`), it builds only when dist/ is missing
// or older than what the build reads: a clean clone builds, a working copy whose sources are
// unchanged since its last build does not.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Everything the build reads: the code of both sides, the shared package, its configuration. */
const SOURCES = [
  'src',
  'server',
  'packages/shared/src',
  'packages/shared/package.json',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/build-server.mjs',
  'scripts/compress-assets.mjs',
];
const OUTPUTS = ['dist/server/main.js', 'dist/render/server.js', 'dist/client/index.html'];

/**
 * Tests beside the code (`*.test.ts`, `*.test.tsx`) and the server's test support are no part
 * of the build.
 */
const NOT_BUILT = /\.test\.[cm]?[jt]sx?$|^server\/test-support(\/|$)/;

function newestMtime(entry) {
  if (!existsSync(entry) || NOT_BUILT.test(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    stats.mtimeMs,
  );
}

/** 'missing', 'stale' or 'current'. */
export function buildState() {
  const builtAt = Math.min(
    ...OUTPUTS.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)),
  );
  if (builtAt === 0) return 'missing';
  return Math.max(...SOURCES.map(newestMtime)) > builtAt ? 'stale' : 'current';
}

/**
 * Runs `npm run build` when dist/ is missing or older than the sources (or always, when
 * `force`), saying why; exits with the build's status if it fails.
 */
export function buildWhenStale({ force = false, say = console.log } = {}) {
  const state = buildState();
  if (state === 'current' && !force) {
    say('The build in dist/ is current.');
    return;
  }
  say(
    state === 'stale' ? 'Sources changed since the last build; rebuilding…' : 'Building the site…',
  );
  // No extra arguments: npm appends them to the last command of the build chain only.
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) buildWhenStale();
