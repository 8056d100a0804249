// `npm run test:quick`: the everyday loop, for what changed since a commit (HEAD by default,
// `--base main` for a whole branch): types (incremental), lint and formatting of the changed
// files, the layer check, the front-end tests related to the changed files, and the API tests of
// the changed server area on SQLite.
// `npm test` stays the full check before a change lands.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { tscArgs } from './typecheck.mjs';

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
const clientCode = code.filter((file) => /^(src|packages)\//.test(file));

// Every API test builds the whole app, so jest's "related tests" of any server file are all of
// them. The server's area is narrower: a changed module's own tests and the API tests that name
// it or import it; for a change outside the modules, the tests named after the changed file.
const apiTestFiles = readdirSync('tests/api').filter((name) => name.endsWith('.test.ts'));
const serverTests = [
  ...new Set(
    code
      // A changed API test runs itself, as a changed test beside the server's code does.
      .filter((file) => file.startsWith('server/') || /^tests\/api\/.*\.test\.ts$/.test(file))
      .flatMap((file) => {
        if (file.endsWith('.test.ts')) return [file];
        const module = /^server\/modules\/([^/]+)\//.exec(file)?.[1];
        const area = module ?? path.basename(file).replace(/\.[^.]+$/, '');
        const named = apiTestFiles.filter(
          (name) =>
            name.includes(area) ||
            (module !== undefined &&
              readFileSync(path.join('tests/api', name), 'utf8').includes(`modules/${module}'`)),
        );
        return [
          ...(module ? [`server/modules/${module}/`] : []),
          ...named.map((name) => `tests/api/${name}`),
        ];
      }),
  ),
];

// The app's project checks src and tests (and through the API tests the server as well); the
// server's project (no DOM types) and the shared package's are checked again only when a file
// they hold changed, as neither imports from src or tests.
const configChanged = changed.some((file) =>
  /(^|\/)(tsconfig[^/]*\.json|package\.json)$/.test(file),
);
const typeProjects = [
  ['tsconfig.json', true],
  ['server/tsconfig.json', /^(server|scripts|packages)\//],
  ['packages/shared/tsconfig.json', /^packages\//],
].filter(([, holds]) => holds === true || configChanged || code.some((file) => holds.test(file)));

const steps = [
  ...typeProjects.map(([project]) => [`types (${project})`, 'npx', tscArgs(project)]),
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
  [
    'tests (front end)',
    'npx',
    [
      'jest',
      '--passWithNoTests',
      '--selectProjects',
      'web',
      'shared',
      '--findRelatedTests',
      ...clientCode,
    ],
    clientCode.length > 0,
  ],
  [
    'tests (server area, SQLite)',
    'npx',
    ['jest', '--passWithNoTests', ...serverTests, '--selectProjects', 'server'],
    serverTests.length > 0,
  ],
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
