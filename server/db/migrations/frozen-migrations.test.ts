import fs from 'node:fs';
import path from 'node:path';

// Kysely runs old migrations on every new database: one that imports application code
// would build a different schema once that code changes.
describe('migrations are frozen in time', () => {
  const files = fs.readdirSync(__dirname).filter((name) => /^\d{4}_.*\.ts$/.test(name));

  it.each(files)('%s imports only Kysely and the frozen helpers beside it', (name) => {
    const source = fs.readFileSync(path.join(__dirname, name), 'utf8');
    const imported = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
    expect(
      imported.filter((from) => from !== 'kysely' && !/^\.\/columns-\d{4}$/.test(from)),
    ).toEqual([]);
  });

  const helpers = fs.readdirSync(__dirname).filter((name) => /^columns-\d{4}\.ts$/.test(name));

  it.each(helpers)('the frozen helper %s imports only Kysely', (name) => {
    const source = fs.readFileSync(path.join(__dirname, name), 'utf8');
    const imported = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
    expect(imported.filter((from) => from !== 'kysely')).toEqual([]);
  });

  it('finds the migrations', () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
  });
});
