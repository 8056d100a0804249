// Whether dist/ holds a build of the current sources (used by npm start, size and bench).
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

/** 'missing', 'stale' or 'current'. */
export function buildState() {
  const builtAt = Math.min(
    ...OUTPUTS.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)),
  );
  if (builtAt === 0) return 'missing';
  return Math.max(...SOURCES.map(newestMtime)) > builtAt ? 'stale' : 'current';
}
