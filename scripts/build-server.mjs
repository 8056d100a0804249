// Compiles the API server into dist/server, so production runs it with plain `node`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * The workspace package shared with the client is TypeScript source, so it is bundled like the
 * server's own code (every other package stays external); its exports map says which file each
 * entry is.
 */
const sharedPackageDir = path.resolve('packages/shared');
const sharedExports = JSON.parse(
  readFileSync(path.join(sharedPackageDir, 'package.json'), 'utf8'),
).exports;
const bundleSharedPackage = {
  name: 'bundle-shared-package',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^@vistaar\/shared\// }, ({ path: specifier }) => {
      const entry = sharedExports[`./${specifier.slice('@vistaar/shared/'.length)}`];
      if (!entry)
        return { errors: [{ text: `${specifier} is not in the shared package's exports` }] };
      return { path: path.join(sharedPackageDir, entry) };
    });
  },
};

await build({
  entryPoints: {
    main: 'server/main.ts',
    'staff-create': 'server/cli/staff-create.ts',
    backup: 'server/cli/backup.ts',
    restore: 'server/cli/restore.ts',
    'keys-rotate': 'server/cli/keys-rotate.ts',
    retention: 'server/cli/retention.ts',
    // Started as a worker thread by the resume-parsing module, which finds it beside main.js.
    'resume-parsing-worker': 'server/modules/resume-parsing/resume-parsing-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Packages stay in node_modules; only the project's own code is bundled.
  packages: 'external',
  plugins: [bundleSharedPackage],
  sourcemap: true,
  logLevel: 'warning',
});
