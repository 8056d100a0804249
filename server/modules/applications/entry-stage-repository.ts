import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Where every application starts: New, the first stage seeded, so the lowest id. It can be
 * renamed and reordered but never archived, so this is the same stage for ever.
 */
export function entryStageIdQuery(db: Kysely<Database>) {
  return db.selectFrom('pipeline_stages').select((eb) => eb.fn.min('id').as('id'));
}

export async function findEntryStageId(db: Kysely<Database>): Promise<number> {
  const row = await entryStageIdQuery(db).executeTakeFirstOrThrow();
  return Number(row.id);
}
