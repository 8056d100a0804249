import { sql, type Kysely } from 'kysely';

/** The one case-folding rule of template names, as of this migration (frozen here on purpose). */
const fold = (name: string) => name.normalize('NFC').toLowerCase();

/**
 * E-mail template names unique under one case-folding rule. The index on lower(name) folded
 * ASCII only on SQLite (and follows the collation on PostgreSQL), while the application folded
 * every letter: 'Émile' and 'émile' passed the check and then broke the index. The application
 * now stores the folded name and the index holds exactly that. Templates in use whose names
 * already fold alike keep the first; the later ones get their id after the name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('email_templates')
    .addColumn('name_key', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  const rows = await sql<{ id: number; name: string; archived_at: string | null }>`select id,
    name, archived_at from email_templates order by id`.execute(db);
  const inUse = new Set<string>();
  for (const row of rows.rows) {
    let name = row.name;
    if (row.archived_at === null) {
      if (inUse.has(fold(name))) name = `${name} (${row.id})`;
      inUse.add(fold(name));
    }
    await sql`update email_templates set name = ${name}, name_key = ${fold(name)}
      where id = ${row.id}`.execute(db);
  }
  await sql`drop index email_templates_name_idx`.execute(db);
  await sql`create unique index email_templates_name_key_idx on email_templates (name_key)
    where archived_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists email_templates_name_key_idx`.execute(db);
  await sql`create unique index email_templates_name_idx on email_templates (lower(name))
    where archived_at is null`.execute(db);
  await db.schema.alterTable('email_templates').dropColumn('name_key').execute();
}
