import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup, type UserConfig } from 'vite';

/**
 * The staff app's vendor code in a few stable chunks: React, MUI and the state and form
 * libraries every screen runs (`vendor`), the data grid (`grid`), and the date pickers
 * (`pickers`, fetched only when a picker opens). Code split out behind a dynamic import
 * elsewhere (the password checker's dictionary, the QR code) is left to its own chunk.
 */
const STAFF_VENDOR_CHUNKS: [RegExp, string][] = [
  [/\/node_modules\/@mui\/x-date-pickers\//, 'pickers'],
  [/\/node_modules\/@mui\/x-data-grid\//, 'grid'],
  [
    /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|react-redux|redux|redux-thunk|redux-persist|@reduxjs\/toolkit|immer|reselect|use-sync-external-store|@emotion\/[^/]+|stylis|@mui\/(material|system|utils|styled-engine|private-theming|core-downloads-tracker|icons-material|x-internals)|@popperjs\/core|react-transition-group|dom-helpers|clsx|prop-types|react-is|hoist-non-react-statics|@babel\/runtime|yup|property-expr|tiny-case|toposort|react-hook-form|@hookform\/resolvers|dayjs)\//,
    'vendor',
  ],
];

/** The staff app's own shared layers: one chunk rather than one per combination of screens. */
const STAFF_SHARED_CODE = /\/(src\/shared|src\/entities|packages\/shared\/src)\//;
/** The staff build's entry (index.html's script), named so its chunk is found in the bundle. */
const STAFF_ENTRY = 'staff';
/** The module that lazily imports every staff screen (and the staff frame). */
const SCREEN_CODE = /\/src\/app\/routes\/screen-code\.ts$/;
/** Vendor chunks a screen loads only when it shows a grid or a picker. */
const ON_DEMAND = /\/node_modules\/@mui\/x-(data-grid|date-pickers)\//;
/** Vendor code only a dialog or a chart fetches when it opens. */
const ON_OPEN = /\/node_modules\/@mui\/x-(date-pickers|charts)\//;

type ChunkMeta = Parameters<Rollup.GetManualChunk>[1];

/** Whether a module's static imports lead to a module `target` matches (memoised per target). */
function reachesModule(target: RegExp) {
  const known = new Map<string, boolean>();
  const reaches = (id: string, getModuleInfo: Rollup.GetModuleInfo): boolean => {
    if (target.test(id)) return true;
    if (id.includes('/node_modules/')) return false;
    const answer = known.get(id);
    if (answer !== undefined) return answer;
    // Provisional answer for an import cycle; the first caller settles it.
    known.set(id, false);
    const found = (getModuleInfo(id)?.importedIds ?? []).some((next) =>
      reaches(next, getModuleInfo),
    );
    known.set(id, found);
    return found;
  };
  return reaches;
}

/**
 * The lazily imported modules whose code takes a module in statically: staff screens (imported
 * by `screen-code.ts`), the sign-in pages, and parts fetched when opened (dialogs, charts).
 */
function rootsOf(getModuleInfo: Rollup.GetModuleInfo) {
  const known = new Map<string, Set<string>>();
  const roots = (id: string): Set<string> => {
    const answer = known.get(id);
    if (answer) return answer;
    const found = new Set<string>();
    known.set(id, found);
    const info = getModuleInfo(id);
    if (info?.dynamicImporters.length) found.add(id);
    for (const importer of info?.importers ?? [])
      roots(importer).forEach((root) => found.add(root));
    return found;
  };
  return roots;
}

/**
 * The staff app's chunks, so a screen's first visit fetches a handful of files, all at once:
 * the entry (which asks for the rest in parallel), the vendor chunks, the app's shared layers
 * (`app`), the feature code two or more screens share (`screens`), the staff frame and the
 * screen's own chunk. Dialogs, pickers and charts keep chunks of their own, fetched when opened.
 */
function staffChunks(): Rollup.ManualChunksOption {
  const reachesOnDemand = reachesModule(ON_DEMAND);
  const reachesOnOpen = reachesModule(ON_OPEN);
  let roots: ((id: string) => Set<string>) | undefined;
  let entryGraph: Set<string> | undefined;
  /**
   * What the entry imports statically (the screens' code map, route paths, Vite's preload
   * helper): kept in the entry chunk, which must not wait for `vendor` or `app`.
   */
  const inEntryGraph = (id: string, meta: ChunkMeta): boolean => {
    if (!entryGraph) {
      const graph = new Set<string>();
      const visit = (next: string) => {
        if (graph.has(next)) return;
        graph.add(next);
        meta.getModuleInfo(next)?.importedIds.forEach(visit);
      };
      [...meta.getModuleIds()].filter((next) => meta.getModuleInfo(next)?.isEntry).forEach(visit);
      entryGraph = graph;
    }
    return entryGraph.has(id);
  };
  /** Whether screens share the module, and nothing outside the staff area takes it in. */
  const sharedByScreens = (id: string, getModuleInfo: Rollup.GetModuleInfo): boolean => {
    roots ??= rootsOf(getModuleInfo);
    let screens = 0;
    for (const root of roots(id)) {
      const importers = getModuleInfo(root)?.dynamicImporters ?? [];
      if (importers.some((importer) => SCREEN_CODE.test(importer))) screens++;
      // The sign-in pages stay light: what they take in is left to its own chunk.
      else if (importers.some((importer) => /\/src\/app\//.test(importer))) return false;
    }
    return screens >= 2;
  };
  return (id, meta) => {
    const { getModuleInfo } = meta;
    const vendor = STAFF_VENDOR_CHUNKS.find(([pattern]) => pattern.test(id))?.[1];
    if (vendor) return vendor;
    // Named as the entry chunk so Rollup keeps them in it rather than pulling them into `app`,
    // which imports them too.
    if (inEntryGraph(id, meta)) return STAFF_ENTRY;
    const info = getModuleInfo(id);
    // What is fetched on demand keeps its own chunk.
    if (!info || info.importers.length === 0 || info.dynamicImporters.length > 0) return undefined;
    if (STAFF_SHARED_CODE.test(id) && !reachesOnDemand(id, getModuleInfo)) return 'app';
    if (!/\/src\//.test(id) || reachesOnOpen(id, getModuleInfo)) return undefined;
    return sharedByScreens(id, getModuleInfo) ? 'screens' : undefined;
  };
}

/** The staff chunks every staff page runs, the sign-in page included (see `staffChunks`). */
const EVERY_STAFF_PAGE = ['vendor', 'app', 'staff-app'];

/**
 * The staff page's HTML names the chunks every staff page runs, so the browser fetches them
 * with the entry instead of one round trip later, when the entry has arrived and asked for
 * them. At low priority: the entry comes first, and the screen's own chunks it asks for (it
 * knows the path) share the line with these rather than queue behind 300 KB of libraries.
 * Measured with `npm run bench:web -- --no-pages --no-throughput`: desktop LCP 1.02-1.10 s to
 * 0.92-0.99 s; at normal priority the phone's Speed Index was 0.6 s later, at low 0.3 s sooner.
 */
function preloadEveryStaffPage(): Plugin {
  let base = '/';
  return {
    name: 'preload-every-staff-page',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        return Object.values(bundle ?? {})
          .filter((output) => output.type === 'chunk' && EVERY_STAFF_PAGE.includes(output.name))
          .map((chunk) => ({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              fetchpriority: 'low',
              href: `${base}${chunk.fileName}`,
            },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * Media only the server's HTML names (the hero video and its poster) are imported by the page
 * renderer alone, so its build is the one that emits them: into the client folder, under the
 * same content-hashed names the client build would give them, where the server sends
 * `assets/` as immutable. The renderer's own folder keeps only its code.
 */
function renderedMediaToClient(): Plugin {
  const clientDir = fileURLToPath(new URL('./dist/client/', import.meta.url));
  return {
    name: 'rendered-media-to-client',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'asset') continue;
        const target = path.join(clientDir, fileName);
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, output.source);
        delete bundle[fileName];
      }
    },
  };
}

const ISLAND_REGISTRY = /\/src\/app\/islands\/(island|behaviour)-registry\.ts$/;
/** `name: () => import('specifier')`: one island's loader in the registry. */
const ISLAND_LOADER = /(\w+):\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;
/** The build's list of each island's files, read by the server (`server/plugins/site-pages.ts`). */
const ISLAND_CODE_FILE = '.vite/island-code.json';

/** Every module `root` imports, statically or dynamically, directly or not. */
function moduleGraph(root: string, getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = getModuleInfo(id);
    if (info) pending.push(...info.importedIds, ...info.dynamicallyImportedIds);
  }
  return seen;
}

/**
 * Lists, for each island, every file it runs: the chunk holding its module, the chunks that
 * one imports, and those of its lazily opened parts (a dialog the first tap opens).
 * The pages that carry the island fetch these once they are idle, so a first tap waits for
 * no network. Rollup's own chunking decides the files; this only reads them. Each island's
 * module comes from its loader in the registry, read as written.
 */
function islandCodeList(): Plugin {
  const islandOfModule = new Map<string, string>();
  return {
    name: 'island-code-list',
    enforce: 'pre',
    async transform(code, id) {
      if (!ISLAND_REGISTRY.test(id)) return null;
      for (const [, name, specifier] of code.matchAll(ISLAND_LOADER)) {
        const resolved = await this.resolve(specifier, id);
        if (!resolved) this.error(`island "${name}": cannot resolve ${specifier}`);
        islandOfModule.set(resolved.id, name);
      }
      if (islandOfModule.size === 0) this.error('no island loaders found in the registry');
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rollup.OutputChunk>();
      const chunkOfModule = new Map<string, Rollup.OutputChunk>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, output);
        for (const id of output.moduleIds) chunkOfModule.set(id, output);
      }
      const islandCode: Record<string, string[]> = {};
      for (const [root, name] of islandOfModule) {
        const first = chunkOfModule.get(root);
        if (!first) this.error(`island "${name}": no chunk holds ${root}`);
        const reached = moduleGraph(root, (id) => this.getModuleInfo(id));
        const files = new Set<string>();
        const pending = [first];
        for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
          if (files.has(chunk.fileName)) continue;
          files.add(chunk.fileName);
          pending.push(...chunk.imports.flatMap((file) => chunks.get(file) ?? []));
          // A chunk's dynamic imports count only where one of the island's own modules makes
          // them: the chunk holding React also holds the registry, which imports every island.
          for (const id of chunk.moduleIds) {
            if (!reached.has(id)) continue;
            for (const target of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
              const lazy = chunkOfModule.get(target);
              if (lazy && chunk.dynamicImports.includes(lazy.fileName)) pending.push(lazy);
            }
          }
        }
        islandCode[name] = [...files].map((file) => `/${file}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: ISLAND_CODE_FILE,
        source: JSON.stringify(islandCode, null, 2),
      });
    },
  };
}

// `vite build` builds the public pages' islands; `vite build --mode staff` the staff app, on
// its own so its chunks are cut for staff screens without splitting the islands' ones.
export default defineConfig(({ isSsrBuild, mode }): UserConfig => ({
  plugins: isSsrBuild
    ? [react(), renderedMediaToClient()]
    : mode === 'staff'
      ? [react(), preloadEveryStaffPage()]
      : [react(), islandCodeList()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: {
    // The API host is fixed at build time; empty means the same origin as the page.
    __API_BASE_URL__: JSON.stringify(process.env.VITE_API_BASE_URL ?? ''),
  },
  // The page renderer is one self-contained file: the server loads it with plain `node`.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: 'dist/render',
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        ssrEmitAssets: true,
        // One file: a rebuilt renderer is loaded afresh in development, and chunks would
        // import the old one back.
        rollupOptions: { output: { inlineDynamicImports: true } },
      }
    : mode === 'staff'
      ? {
          // Beside the islands' build, which runs first and empties the folder.
          outDir: 'dist/client',
          emptyOutDir: false,
          sourcemap: false,
          copyPublicDir: false,
          chunkSizeWarningLimit: 1_000,
          rollupOptions: {
            input: { [STAFF_ENTRY]: fileURLToPath(new URL('./index.html', import.meta.url)) },
            output: { manualChunks: staffChunks() },
          },
        }
      : {
          outDir: 'dist/client',
          // `npm run dev` watches both client builds side by side: neither may empty the folder.
          emptyOutDir: !process.argv.includes('--watch'),
          sourcemap: false,
          chunkSizeWarningLimit: 700,
          // The server reads which files the islands runtime and its imports are.
          manifest: true,
          rollupOptions: {
            input: {
              islands: fileURLToPath(new URL('./src/app/entrypoint/islands.tsx', import.meta.url)),
              // The header's menus: a tiny script of its own, running before any island's code.
              'site-menus': fileURLToPath(
                new URL('./src/app/entrypoint/site-menus.ts', import.meta.url),
              ),
            },
          },
        },
}));
