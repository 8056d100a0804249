import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The table ESLint reads (eslint.config.js, boundaries/element-types): each server module, top
 * to bottom, with the modules it may import. A module may list only modules below it, so the
 * table, and with it the modules' imports, can have no cycle.
 */
const table: Record<string, string[]> = JSON.parse(
  readFileSync(path.join(__dirname, 'module-dependencies.json'), 'utf8'),
);
const order = Object.keys(table);
const modulesDir = path.join(__dirname, 'modules');
const moduleFolders = readdirSync(modulesDir).filter((name) =>
  statSync(path.join(modulesDir, name)).isDirectory(),
);

describe('the server module dependency table', () => {
  it('lists every module folder once, and nothing else', () => {
    expect([...order].sort()).toEqual([...moduleFolders].sort());
  });

  it('lets a module import only modules listed below it', () => {
    const upward = order.flatMap((name, index) =>
      table[name]
        .filter((dependency) => !(order.indexOf(dependency) > index))
        .map((dependency) => `${name} -> ${dependency}`),
    );
    expect(upward).toEqual([]);
  });

  it('has no cycle', () => {
    const state = new Map<string, 'visiting' | 'done'>();
    const cycles: string[] = [];
    const visit = (name: string, trail: string[]) => {
      if (state.get(name) === 'done') return;
      if (state.get(name) === 'visiting') {
        cycles.push([...trail.slice(trail.indexOf(name)), name].join(' -> '));
        return;
      }
      state.set(name, 'visiting');
      for (const dependency of table[name] ?? []) visit(dependency, [...trail, name]);
      state.set(name, 'done');
    };
    order.forEach((name) => visit(name, []));
    expect(cycles).toEqual([]);
  });

  it('gives every module an index.ts, its only door', () => {
    const withoutDoor = moduleFolders.filter(
      (name) => !readdirSync(path.join(modulesDir, name)).includes('index.ts'),
    );
    expect(withoutDoor).toEqual([]);
  });
});
