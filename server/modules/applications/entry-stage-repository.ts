import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Database } from '../../db/schema';

/**
 * Where every application starts: New, the first stage seeded, so the lowest id. It can be
 * renamed and reordered but never archived, so this is the same stage for ever.
 */
export function entryStageIdQuery(db: Kysely<Database>) {
  return db.selectFrom('pipeline_stages').select((eb) => eb.fn.min('id').as('id'));
}

const entryStageId = compiledOnce(entryStageIdQuery);

export async function findEntryStageId(db: Kysely<Database>): Promise<number> {
  const [row] = await entryStageId(db);
  if (!row) throw new Error('the entry stage query answered no row');
  return Number(row.id);
}

const openStages = (db: Kysely<Database>) =>
  db
    .selectFrom('pipeline_stages')
    .select('id')
    .where('archived_at', 'is', null)
    .where('kind', '=', 'open');

/**
 * Where a knocked-out application waits for a recruiter: the job's chosen stage while it is
 * in use and open, else Screening, else the first open stage after the entry stage, else the
 * entry stage. Never a stage that closes the application: only a recruiter rejects.
 */
export async function findKnockoutStageId(
  db: Kysely<Database>,
  chosen: number | null,
): Promise<number> {
  if (chosen !== null) {
    const row = await openStages(db).where('id', '=', chosen).executeTakeFirst();
    if (row) return row.id;
  }
  const entry = await findEntryStageId(db);
  const row = await openStages(db)
    .where('id', '<>', entry)
    .orderBy((eb) =>
      eb
        .case()
        .when(eb.fn('lower', ['name']), '=', 'screening')
        .then(0)
        .else(1)
        .end(),
    )
    .orderBy('position')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? entry;
}
