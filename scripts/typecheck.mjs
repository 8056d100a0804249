// `npm run typecheck`: the three TypeScript projects (the app with its tests, the server, the
// shared package), each checked incrementally. tsc keeps what it learned in node_modules/.cache,
// so a second run reads only what changed: a clean clone pays for a whole check once, a working
// copy (and `npm run test:quick`, which shares the files) only for its edits.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const TYPE_PROJECTS = ['tsconfig.json', 'server/tsconfig.json', 'packages/shared/tsconfig.json'];

/** tsc's arguments for one project: no output, incremental, its own build-info file. */
export function tscArgs(project) {
  return [
    'tsc',
    '-p',
    project,
    '--noEmit',
    '--incremental',
    '--tsBuildInfoFile',
    `node_modules/.cache/tsc/${project.replaceAll('/', '-')}.tsbuildinfo`,
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const project of TYPE_PROJECTS) {
    const { status } = spawnSync('npx', tscArgs(project), { stdio: 'inherit' });
    if (status !== 0) process.exit(status ?? 1);
  }
}
