// Runs the API tests (tests/api) and the migration tests (server/db) again on PostgreSQL:
// DATABASE_URL / TEST_DATABASE_URL when given, else a throwaway local cluster when PostgreSQL is
// installed; says so plainly when neither exists. The unit tests beside the server's code touch
// no database, so they run once, with `npm run test:api`; a test that needs one lives in tests/api.
import { spawnSync } from 'node:child_process';
import { startCluster } from './postgres-cluster.mjs';

const DATABASE_TESTS = ['tests/api', 'server/db'];
const paths = process.argv.slice(2);

let url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
let cluster;
if (!url) {
  cluster = await startCluster();
  if (!cluster) {
    console.warn(
      'PostgreSQL tests skipped: set DATABASE_URL, or install PostgreSQL (apt-get install postgresql).',
    );
    process.exit(0);
  }
  url = cluster.url;
  console.log(`Started a throwaway PostgreSQL cluster at ${url}`);
}

let status = 1;
try {
  // Named files run as named; the whole run goes in groups (scripts/jest-in-groups.mjs).
  const [command, ...args] =
    paths.length > 0
      ? ['npx', 'jest', ...paths, '--selectProjects', 'server']
      : ['node', 'scripts/jest-in-groups.mjs', ...DATABASE_TESTS];
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  status = result.status ?? 1;
} finally {
  cluster?.stop();
}
process.exit(status);
