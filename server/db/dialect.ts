import {
  PostgresAdapter,
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
} from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

export function dialectOf(db: Kysely<unknown>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * Column helpers so one migration file serves both databases: ids, binary data,
 * and the conventions we keep everywhere (timestamps as ISO-8601 UTC text,
 * booleans as 0/1 integers).
 */
export function migrationColumns(db: Kysely<unknown>) {
  const postgres = dialectOf(db) === 'postgres';
  return {
    postgres,
    id<T extends string, C extends string>(table: CreateTableBuilder<T, C>, name = 'id') {
      return table.addColumn(name, 'integer', (col: ColumnDefinitionBuilder) =>
        postgres
          ? col.primaryKey().generatedByDefaultAsIdentity()
          : col.primaryKey().autoIncrement(),
      );
    },
    binaryType: postgres ? sql`bytea` : sql`blob`,
  };
}

export function nowIso(): string {
  return new Date().toISOString();
}
