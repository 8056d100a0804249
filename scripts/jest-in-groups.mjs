// The full runs of the API tests (`test:api`, and `test:api:pg` on PostgreSQL) and of the
// front-end tests (`test:unit:web`): every test file, run in groups that share one module registry.
//
// Jest gives every test file a fresh registry, so each API file loaded Fastify, Kysely and the
// whole server again (about a second of processor time per file, a third of the API suite's
// time), and each component test React, MUI and msw (a quarter of the front-end suite's).
// A group file requires its members, each inside a `describe` named after it, so a member's hooks
// stay its own and its tests run as they do alone; what is loaded once serves the group. A file
// that swaps modules (`jest.mock` and kin) or asks for its own environment runs alone, as before.
// Between members the group restores timers and spies, and for component tests empties the page,
// storage and address (`tests/support/between-group-files.ts`); emotion's style sheet is emptied
// after every component test (`tests/support/web/fresh-styles.ts`), or the rules of a whole group
// would pile up and slow every visibility check jsdom makes.
//
//   node scripts/jest-in-groups.mjs [--project server|web] [--group-size N] [DIR...] [-- JEST ARGS]
//
// Running named files (`npx jest path`) is unchanged: groups exist only for these runs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Where each project's tests are, and the projects of the files that run alone (the front-end
 * run also takes the shared package's plain tests there).
 */
const PROJECTS = {
  server: {
    dirs: ['server', 'tests/api'],
    testFile: /\.test\.ts$/,
    aloneProjects: ['server'],
    groupSize: 12,
  },
  web: {
    dirs: ['src'],
    // Larger groups load less again: 289 processor seconds at 12 a group, 258 at 24, 250 at 40.
    groupSize: 24,
    testFile: /\.test\.tsx?$/,
    aloneProjects: ['web', 'shared'],
    alsoAlone: ['packages/shared/src'],
  },
};
// What only a fresh registry or a file's own environment gives, measures of the heap (what the
// group's other files loaded would count against the one measuring), and a file that says it
// watches a module load for the first time (`@runs-alone`, with why). A file that sets its own
// time limit (`jest.setTimeout`, which holds for the whole registry) is grouped: its group runs
// under the longest limit any member set, so none is cut off; the limit only catches hangs.
const RUNS_ALONE =
  /\bjest\.(mock|doMock|unmock|setMock|resetModules|isolateModules|unstable_mockModule)\(|@jest-environment|@runs-alone|v8\.setFlagsFromString\('--expose-gc'\)/;

const args = process.argv.slice(2);
const jestArgsAt = args.indexOf('--');
const ownArgs = jestArgsAt >= 0 ? args.slice(0, jestArgsAt) : args;
const jestArgs = jestArgsAt >= 0 ? args.slice(jestArgsAt + 1) : [];
const dirs = [];
let groupSize;
let projectName = 'server';
for (let i = 0; i < ownArgs.length; i += 1) {
  if (ownArgs[i] === '--group-size') groupSize = Number(ownArgs[++i]);
  else if (ownArgs[i] === '--project') projectName = ownArgs[++i];
  else dirs.push(ownArgs[i]);
}
const project = PROJECTS[projectName];
if (!project) {
  console.error(`--project takes one of ${Object.keys(PROJECTS).join(', ')}`);
  process.exit(2);
}
groupSize ??= project.groupSize;
if (!Number.isInteger(groupSize) || groupSize < 1) {
  console.error('--group-size takes a whole number from 1');
  process.exit(2);
}

const root = process.cwd();

/** The test files below dir, sorted, so a group holds the same files on every machine. */
function testFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && project.testFile.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name)))
    .filter((file) => !file.split(path.sep).includes('node_modules'))
    .sort();
}

const files = (dirs.length > 0 ? dirs : project.dirs).flatMap(testFiles);
const alone = [
  ...files.filter((file) => RUNS_ALONE.test(fs.readFileSync(file, 'utf8'))),
  ...(dirs.length > 0 ? [] : (project.alsoAlone ?? []).flatMap(testFiles)),
];
const grouped = files.filter((file) => !alone.includes(file));

// Group files live outside the checkout, where no linter, type check or watcher sees them, in a
// folder of this run's own: `npm test` runs the SQLite and PostgreSQL lanes at the same time.
// jest.config.mjs adds the folder to the server and web projects' roots.
const groupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jest-groups-'));
const between = path.join(root, 'tests/support/between-group-files.ts');
const groupFiles = [];
for (let start = 0; start < grouped.length; start += groupSize) {
  const name = path.join(
    groupDir,
    `group-${String(start / groupSize + 1).padStart(2, '0')}.test.ts`,
  );
  const members = grouped
    .slice(start, start + groupSize)
    .map(
      (file) =>
        `describe(${JSON.stringify(file)}, () => {\n` +
        `  require(${JSON.stringify(path.join(root, file))});\n` +
        '  noteTimeLimit();\n' +
        '  betweenGroupFiles();\n' +
        '});',
    );
  fs.writeFileSync(
    name,
    [
      `import { betweenGroupFiles, noteTimeLimit, useLongestTimeLimit } from ${JSON.stringify(between)};`,
      ...members,
      'useLongestTimeLimit();',
      '',
    ].join('\n'),
  );
  groupFiles.push(name);
}
console.log(
  `${grouped.length + alone.length} test files: ${grouped.length} in ${groupFiles.length} groups, ${alone.length} alone`,
);

// The files that run alone go first, in a jest process of their own: the heap they start from is
// not the one ten groups leave behind (the export test collects garbage every few chunks, and a
// larger heap made each collection, and so the test, several times slower).
const run = (projects, paths) =>
  paths.length === 0
    ? 0
    : (spawnSync(
        'npx',
        ['jest', '--selectProjects', ...projects, ...jestArgs, '--runTestsByPath', ...paths],
        { stdio: 'inherit', env: { ...process.env, JEST_GROUPS_DIR: groupDir } },
      ).status ?? 1);
const statuses = [run(project.aloneProjects, alone), run([projectName], groupFiles)];
fs.rmSync(groupDir, { recursive: true, force: true });
process.exit(Math.max(...statuses));
