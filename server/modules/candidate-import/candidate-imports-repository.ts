import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { updatedOneRow } from '../../db/guarded-update';

type ImportRow = Database['candidate_imports'];

export async function insertCandidateImport(
  db: Kysely<Database>,
  values: Omit<ImportRow, 'id' | 'status'> & { status?: never },
): Promise<number> {
  const row = await db
    .insertInto('candidate_imports')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findCandidateImport(db: Kysely<Database>, id: number) {
  return db.selectFrom('candidate_imports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Changes an import still waiting (uploaded); the number of rows changed says whether it was. */
export async function updateWaitingImport(
  db: Kysely<Database>,
  id: number,
  values: Updateable<ImportRow>,
): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('candidate_imports')
      .set(values)
      .where('id', '=', id)
      .where('status', '=', 'uploaded'),
  );
}

export async function finishImport(
  db: Kysely<Database>,
  id: number,
  values: Pick<Updateable<ImportRow>, 'rows' | 'result'>,
): Promise<void> {
  await db.updateTable('candidate_imports').set(values).where('id', '=', id).execute();
}
