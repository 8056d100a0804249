import fs from 'node:fs';
import path from 'node:path';
import type { baseApi as BaseApi } from '@/shared/api';

const SRC = path.resolve(__dirname, '../..');

/** Every module that injects endpoints into the one API, wherever its slice keeps it. */
function injectingModules(): string[] {
  return fs
    .readdirSync(SRC, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => fs.readFileSync(file, 'utf8').includes('baseApi.injectEndpoints('));
}

// RTK Query keeps the first of two endpoints given one name and drops the second without a
// word outside development, so the screen loaded second asked the first one's server route
// (the retention quarantine showed the mail quarantine once both had been opened).
it('gives every endpoint of the app a name no other slice uses', () => {
  const injected: string[] = [];
  const modules = injectingModules();
  // One fresh registry: the API and every slice's endpoints load in it, none before the count.
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { baseApi } = require('@/shared/api') as { baseApi: typeof BaseApi };
    const inject = baseApi.injectEndpoints.bind(baseApi);
    jest.spyOn(baseApi, 'injectEndpoints').mockImplementation((options) => {
      const named = (definition: unknown) => definition;
      const build = { query: named, mutation: named, infiniteQuery: named };
      injected.push(...Object.keys(options.endpoints(build as never)));
      return inject(options);
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    for (const file of modules) require(file);
  });
  expect(modules.length).toBeGreaterThan(20);
  expect(injected.length).toBeGreaterThan(200);
  const twice = injected.filter((name, index) => injected.indexOf(name) !== index);
  expect(twice).toEqual([]);
});
