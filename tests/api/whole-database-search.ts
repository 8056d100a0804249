import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../../server/db/dialect';
import type { Database } from '../../server/db/schema';

interface Column {
  table: string;
  column: string;
}

/** Every text-like and binary column of every table, read from the database's own catalog. */
export async function textAndBlobColumns(db: Kysely<Database>): Promise<Column[]> {
  if (dialectOf(db) === 'postgres') {
    const result = await sql<{ table_name: string; column_name: string }>`
      select c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'character', 'bytea', 'json', 'jsonb')
      order by c.table_name, c.ordinal_position`.execute(db);
    return result.rows.map((row) => ({ table: row.table_name, column: row.column_name }));
  }
  const tables = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'
    order by name`.execute(db);
  const columns: Column[] = [];
  for (const { name } of tables.rows) {
    const info = await sql<{ name: string; type: string }>`
      select name, type from pragma_table_info(${name})`.execute(db);
    for (const column of info.rows) {
      // SQLite stores any value in a column declared without a type; search those too.
      if (/^(text|blob|varchar|char|clob|)$/i.test(column.type.replace(/\(.*\)$/, '').trim())) {
        columns.push({ table: name, column: column.name });
      }
    }
  }
  return columns;
}

export interface Finding {
  table: string;
  column: string;
  needle: string;
}

/**
 * Where any of the strings (case-insensitively, as text) or byte sequences (inside binary
 * values and as text) occur in the whole database.
 */
export async function searchWholeDatabase(
  db: Kysely<Database>,
  needles: { strings: string[]; bytes: Buffer[] },
): Promise<{ findings: Finding[]; columnsSearched: number; tablesSearched: number }> {
  const columns = await textAndBlobColumns(db);
  const findings: Finding[] = [];
  const lowered = needles.strings.map((needle) => needle.toLowerCase());
  for (const { table, column } of columns) {
    const rows = await sql<{ value: unknown }>`
      select ${sql.ref(column)} as value from ${sql.table(table)}
      where ${sql.ref(column)} is not null`.execute(db);
    for (const { value } of rows.rows) {
      const bytes =
        Buffer.isBuffer(value) || value instanceof Uint8Array ? Buffer.from(value) : null;
      const text = (
        bytes ? bytes.toString('latin1') : typeof value === 'string' ? value : JSON.stringify(value)
      ).toLowerCase();
      lowered.forEach((needle, index) => {
        if (text.includes(needle)) findings.push({ table, column, needle: needles.strings[index] });
      });
      for (const needle of needles.bytes) {
        const haystack = bytes ?? Buffer.from(String(value));
        if (haystack.includes(needle))
          findings.push({ table, column, needle: `<${needle.length} bytes>` });
      }
    }
  }
  return {
    findings,
    columnsSearched: columns.length,
    tablesSearched: new Set(columns.map((entry) => entry.table)).size,
  };
}
