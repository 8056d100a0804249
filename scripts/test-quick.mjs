// `npm run test:quick`: the everyday loop, for what changed since a commit (HEAD by default,
// `--base main` for a whole branch): types (incremental), lint and formatting of the changed
// files, the layer check, and the jest tests related to the changed files (API tests on SQLite).
// `npm test` stays the full check before a change lands.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const baseIndex = process.argv.indexOf('--base');
const base = baseIndex > 0 ? process.argv[baseIndex + 1] : 'HEAD';

const git = (...args) =>
  spawnSync('git', args, { encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const changed = [
  ...new Set([
    ...git('diff', '--name-only', '--diff-filter=ACMR', base),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
].filter((file) => existsSync(file));
const code = changed.filter((file) => /\.(ts|tsx|mjs|js|cjs)$/.test(file));

const steps = [
  ...['tsconfig.json', 'server/tsconfig.json', 'packages/shared/tsconfig.json'].map((project) => [
    `types (${project})`,
    'npx',
    [
      'tsc',
      '-p',
      project,
      '--noEmit',
      '--incremental',
      '--tsBuildInfoFile',
      `node_modules/.cache/tsc/${project.replaceAll('/', '-')}.tsbuildinfo`,
    ],
  ]),
  [
    'lint',
    'npx',
    [
      'eslint',
      '--cache',
      '--cache-location',
      'node_modules/.cache/eslint/',
      '--max-warnings=0',
      ...code,
    ],
    code.length > 0,
  ],
  ['layers', 'npx', ['steiger', './src'], code.some((file) => file.startsWith('src/'))],
  ['format', 'npx', ['prettier', '--check', '--ignore-unknown', ...changed], changed.length > 0],
  ['tests', 'npx', ['jest', '--passWithNoTests', '--findRelatedTests', ...code], code.length > 0],
];

const started = Date.now();
for (const [name, command, args, wanted = true] of steps) {
  if (!wanted) {
    console.log(`-- ${name}: nothing changed that it checks`);
    continue;
  }
  const since = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env } });
  console.log(
    `-- ${name}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - since) / 1000)} s`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
console.log(
  `test:quick passed in ${Math.round((Date.now() - started) / 1000)} s (${changed.length} changed files since ${base})`,
);
