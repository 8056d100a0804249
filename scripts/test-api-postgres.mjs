// Runs the server and API tests again on PostgreSQL: DATABASE_URL / TEST_DATABASE_URL when given,
// else a throwaway local cluster when PostgreSQL is installed; says so plainly when neither exists.
import { spawnSync } from 'node:child_process';
import { startCluster } from './postgres-cluster.mjs';

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
  const result = spawnSync(
    'npx',
    ['jest', ...process.argv.slice(2), '--selectProjects', 'server'],
    {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: url },
    },
  );
  status = result.status ?? 1;
} finally {
  cluster?.stop();
}
process.exit(status);
