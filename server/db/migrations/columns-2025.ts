import {
  PostgresAdapter,
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
} from 'kysely';

/**
 * Column helpers for migrations 0001-0004, frozen with them: a migration must build the
 * same schema forever, so this file never changes and imports nothing from the
 * application. A later migration that needs other helpers gets a file of its own.
 */
export function columns2025(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
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
