// Compiles the API server into dist/server, so production runs it with plain `node`.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'server/main.ts',
    'staff-create': 'server/cli/staff-create.ts',
    backup: 'server/cli/backup.ts',
    restore: 'server/cli/restore.ts',
    'keys-rotate': 'server/cli/keys-rotate.ts',
    retention: 'server/cli/retention.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Packages stay in node_modules; only the project's own code is bundled.
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
