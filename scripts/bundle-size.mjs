// Bundle-size report with budgets: run after `npm run build` (npm run size builds when needed).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';

const dist = path.resolve('dist/client');
if (!fs.existsSync(path.join(dist, 'index.html')) || process.argv.includes('--build')) {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const KB = 1024;
const budgets = {
  /** JavaScript every visitor downloads before the first page renders (entry + its static imports). */
  initialJsGzip: 240 * KB,
  /** Any single lazily loaded chunk (the staff area's data grid is the largest). */
  chunkGzip: 160 * KB,
  /** The hero video. */
  heroVideo: 1.5 * 1024 * KB,
};

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const initialFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const assets = fs.readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.js'));
const sizes = assets.map((file) => {
  const content = fs.readFileSync(path.join(dist, 'assets', file));
  return {
    file: `assets/${file}`,
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
  };
});

const problems = [];
const initialGzip = sizes
  .filter((s) => initialFiles.includes(s.file))
  .reduce((sum, s) => sum + s.gzip, 0);
if (initialGzip > budgets.initialJsGzip)
  problems.push(
    `initial JavaScript ${(initialGzip / KB).toFixed(1)} KB gzip > ${budgets.initialJsGzip / KB} KB`,
  );
for (const s of sizes) {
  if (!initialFiles.includes(s.file) && s.gzip > budgets.chunkGzip)
    problems.push(`${s.file} ${(s.gzip / KB).toFixed(1)} KB gzip > ${budgets.chunkGzip / KB} KB`);
}
const entrySource = initialFiles
  .map((file) => fs.readFileSync(path.join(dist, file), 'utf8'))
  .join('\n');
// MUI X's own warnings ("MUI X: ...") mark its code; the theme only mentions its class names.
if (/MUI X:/.test(entrySource)) problems.push('MUI X is part of the public entry');
const video = path.join(dist, 'media/hero-loop.mp4');
if (fs.existsSync(video) && fs.statSync(video).size > budgets.heroVideo)
  problems.push('hero video over 1.5 MB');

const rows = [...sizes].sort((a, b) => b.gzip - a.gzip).slice(0, 15);
console.log('Largest JavaScript chunks (KB):');
console.log('  gzip     raw   file');
for (const s of rows) {
  console.log(
    `${(s.gzip / KB).toFixed(1).padStart(6)} ${(s.raw / KB).toFixed(1).padStart(7)}   ${s.file}${initialFiles.includes(s.file) ? '  (initial)' : ''}`,
  );
}
console.log(
  `\nInitial JavaScript: ${(initialGzip / KB).toFixed(1)} KB gzip (budget ${budgets.initialJsGzip / KB} KB); ${assets.length} chunks in all.`,
);
if (fs.existsSync(video))
  console.log(`Hero video: ${(fs.statSync(video).size / KB).toFixed(0)} KB (budget 1536 KB).`);
if (problems.length) {
  console.error(`\nOver budget:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('All within budget.');
